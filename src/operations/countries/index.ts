// The public surface of `countries`, exported by daycalc/countries (src/countries/index.ts), not the root entry.
export { countries, type CountriesInput, type CountriesOutput } from './countries.ts';
