// daycalc/countries: the supported countries and subdivisions with their English names, as a typed
// operation (`countries`, the catalog's `countries`) and as plain lookups. The names are about 4 KB
// gzipped, so they live here and not in `daycalc` (whose `listCountries`/`listSubdivisions` give the
// codes): an app counting business days, or using `execute`, does not carry them (execute imports
// them when a countries request comes).
export * from '../operations/countries/index.ts';
export { getCountry, listCountryDetails, type CountryInfo, type SubdivisionInfo } from '../calendars/countries.ts';
export type { MarketInfo } from '../calendars/marketDetails.ts';
