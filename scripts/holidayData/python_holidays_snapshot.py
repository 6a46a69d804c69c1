"""Extracts what daycalc's table generator needs from python-holidays into a committed snapshot.

Run through `npm run tables:snapshot` (scripts/holidayData/snapshot.ts), which passes the regions
daycalc supports on stdin as JSON: {"regions": {"US": ["AK", ...], ...}, "firstYear": 1900,
"lastYear": 2199, "out": "<directory>"}. Writes one JSON file per country plus index.json into the
directory. Deterministic: the same python-holidays version and input give the same bytes.

For each daycalc region that python-holidays knows (country, or subdivision by code or by the alias
table below) and each year of the table window inside python-holidays' own years for the country:
  - the public holidays (category "public" only), with English names where python-holidays has
    them, substitution labels rewritten with ISO dates;
  - the decreed working days: weekend days made working days (python-holidays' weekend_workdays),
    each labelled with the day off it makes up for when python-holidays pairs them.
A subdivision is stored as its difference from the country (days added, days removed).

Markets (python-holidays' holidays/financial/: exchanges and the TARGET2 settlement calendar) go to
markets/<CODE>.json plus markets/index.json: per market its full-day closures (category "public"),
its decreed working days, its early closes (category "half_day", labels as python-holidays writes
them, closing time included) and its weekend, over python-holidays' years for it within the window.

Holiday types (issue 30): for every country that declares the category, its "bank" and "optional"
days go to types/<CC>.<type>.json plus types/index.json, in the countries' shape (national days, a
subdivision as its difference from the country), English labels, python-holidays' own category only
(a day python-holidays also lists as public is left to the generator, which drops it).

python-holidays (MIT licence, https://github.com/vacanza/holidays) is a build-time source only.
"""

import datetime
import importlib
import importlib.metadata
import json
import os
import sys
import warnings

import holidays
from holidays.helpers import _normalize_tuple

# daycalc (date-holidays) subdivision codes that python-holidays spells differently, by country.
# Each is the same territory under its current ISO 3166-2 code.
SUBDIVISION_ALIASES = {
    "BQ": {"BO": "BON", "SA": "SAB", "SE": "STA"},
    "FR": {"GP": "971", "MQ": "972", "GF": "973", "RE": "974", "YT": "976", "67": "6AE", "68": "6AE"},
    "IN": {"CT": "CG", "OR": "OD", "TG": "TS", "UT": "UK", "DD": "DH", "DN": "DH"},
}

# Options python-holidays takes for a country, with the reason. Sweden's law counts every Sunday an
# "allmän helgdag" (Lag 1989:253) and python-holidays lists them all by default; a weekly rest day is
# the business of a calendar's working_days, not a holiday (a calendar that works on Sundays would
# otherwise never have a business day), so the snapshot leaves them out.
COUNTRY_OPTIONS = {
    "SE": {"include_sundays": False},
}

ENGLISH = ("en_US", "en_GB", "en_IN", "en_AU", "en_CA", "en_NZ", "en_PH", "en_SG", "en_ZA")


def english_language(cls):
    """The first English locale python-holidays has for a country, else its default language."""
    supported = getattr(cls, "supported_languages", ()) or ()
    for language in ENGLISH:
        if language in supported:
            return language
    for language in sorted(supported):
        if language.startswith("en"):
            return language
    return None


def iso_weekdays(weekend):
    """python's weekday numbers (Monday 0) as ISO weekdays (Monday 1), sorted."""
    return sorted(day + 1 for day in weekend)


def substitution_pairs(instance, years):
    """(working day, day off) pairs of python-holidays' substituted holidays, from every special_*_public_holidays table."""
    pairs = {}
    for name in sorted(dir(instance)):
        if not (name.startswith("special_") and name.endswith("public_holidays")):
            continue
        table = getattr(instance, name, None)
        if not isinstance(table, dict):
            continue
        for year, entries in table.items():
            if not isinstance(year, int):
                continue
            for entry in _normalize_tuple(entries):
                if len(entry) < 4:
                    continue
                to_month, to_day, from_month, from_day, *rest = entry
                from_date = datetime.date(rest[0] if rest else year, from_month, from_day)
                to_date = datetime.date(year, to_month, to_day)
                if from_date.year in years:
                    pairs.setdefault(from_date, to_date)
    return pairs


def evaluate(country, subdivision, language, years):
    """One python-holidays region over the years: {year: [(MM-DD, label)]}, {year: [(MM-DD, label)]} (working days)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        instance = getattr(holidays, country)(
            subdiv=subdivision,
            years=years,
            language=language,
            categories=("public",),
            **COUNTRY_OPTIONS.get(country, {}),
        )
    return evaluate_instance(instance, years)


def evaluate_instance(instance, years):
    """A populated-on-demand python-holidays instance over the years: its days and its decreed working days, as `evaluate`."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        # Populating every year (a lookup in the instance populates lazily otherwise).
        items = sorted(instance.items())
    pairs = substitution_pairs(instance, set(years))
    # python-holidays writes substitution labels with the country's date format; daycalc shows ISO dates.
    date_format = getattr(instance, "substituted_date_format", None)
    rewrites = {}
    if date_format:
        for from_date in pairs:
            rewrites[from_date.strftime(instance.tr(date_format))] = from_date.isoformat()
    by_year = {}
    for day, label in items:
        if day.year not in years:
            continue
        for written, iso in rewrites.items():
            label = label.replace(written, iso)
        by_year.setdefault(day.year, []).append((day.strftime("%m-%d"), label))
    workdays = {}
    for day in sorted(instance.weekend_workdays):
        if day.year not in years:
            continue
        off = pairs.get(day)
        label = (
            f"Working day (in exchange for the day off on {off.isoformat()})"
            if off is not None
            else "Working day (decreed)"
        )
        workdays.setdefault(day.year, []).append((day.strftime("%m-%d"), label))
    return by_year, workdays


def year_lines(by_year):
    """{year: [(MM-DD, label)]} as {"YYYY": ["MM-DD label", ...]} (sorted)."""
    return {str(year): [f"{day} {label}" for day, label in sorted(entries)] for year, entries in sorted(by_year.items())}


def difference(country_years, own_years):
    """A subdivision's years as added/removed days relative to its country's."""
    added, removed = {}, {}
    for year in sorted(set(country_years) | set(own_years)):
        national = set(country_years.get(year, []))
        own = set(own_years.get(year, []))
        plus = sorted(own - national)
        # A day removed is one the country has and the subdivision has under no label.
        own_days = {day for day, _ in own}
        minus = sorted({day for day, _ in national if day not in own_days})
        if plus:
            added[str(year)] = [f"{day} {label}" for day, label in plus]
        if minus:
            removed[str(year)] = minus
    return added, removed


# Markets (exchange and settlement calendars), python-holidays' holidays/financial/: written into
# markets/ beside the countries. daycalc's code of a market is the first code python-holidays lists
# (its ISO 10383 MIC), except the euro area's settlement calendar, which has no MIC: daycalc calls it
# TARGET and keeps python-holidays' codes (XECB, ECB, TAR) and TARGET2 as aliases.
MARKET_CODES = {"XECB": "TARGET"}
MARKET_EXTRA_ALIASES = {"TARGET": ["TARGET2"]}

# The country of a market python-holidays builds on no country class (no parent_entity with a
# country): the country of the exchange (ISO 10383's country of the MIC). '' for the euro area.
MARKET_COUNTRIES = {
    "XASX": "AU", "XMEX": "MX", "XMAD": "ES", "XBOM": "IN", "BVMF": "BR", "XCME": "US", "XECB": "",
    "XETR": "DE", "IFEU": "GB", "XNAS": "US", "XNSE": "IN", "XNYS": "US", "XTSE": "CA",
}

# The categories a market's files hold: full-day closures and early closes.
MARKET_CATEGORIES = ("public", "half_day")


def market_country(cls, mic):
    """(country code, where it comes from): python-holidays' parent country class where it has one, else MARKET_COUNTRIES."""
    entity = getattr(cls, "parent_entity", None)
    while entity is not None:
        country = getattr(entity, "country", None)
        if country:
            return country, "parent_entity"
        entity = getattr(entity, "parent_entity", None)
    country = MARKET_COUNTRIES[mic]
    return country, "MIC" if country else "none"


def market_weekends(instance, start, end):
    """The market's weekend over the years, as [[first ISO date, ISO weekdays], ...] (one entry per change)."""
    changes = []
    day = datetime.date(start, 1, 1)
    last = datetime.date(end, 12, 31)
    while day <= last:
        weekend = iso_weekdays(instance._get_weekend(day))
        if not changes or changes[-1][1] != weekend:
            changes.append([day.isoformat(), weekend])
        day += datetime.timedelta(days=1)
    return changes


def write_markets(first_year, last_year, out):
    """Writes markets/<CODE>.json per market and markets/index.json."""
    from holidays.registry import FINANCIAL

    directory = os.path.join(out, "markets")
    os.makedirs(directory, exist_ok=True)
    index = {"source": "python-holidays", "version": holidays.__version__, "firstYear": first_year, "lastYear": last_year, "markets": {}}
    for module, (class_name, mic, *aliases) in sorted(FINANCIAL.items(), key=lambda item: item[1][1]):
        cls = getattr(importlib.import_module(f"holidays.financial.{module}"), class_name)
        code = MARKET_CODES.get(mic, mic)
        codes = [mic, *aliases] if code != mic else list(aliases)
        codes += MARKET_EXTRA_ALIASES.get(code, [])
        # Always an explicit English locale: with language=None python-holidays follows the process
        # locale ($LANGUAGE, $LC_ALL, $LANG). A market without translations (XECB, IFEU, XJSE, XNZE)
        # gets its English msgids under en_US as under None.
        language = english_language(cls) or "en_US"
        start = max(first_year, cls.start_year)
        end = min(last_year, cls.end_year)
        years = list(range(start, end + 1))
        country, country_source = market_country(cls, mic)
        parts = {}
        for category in MARKET_CATEGORIES:
            if category not in cls.supported_categories:
                continue
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                instance = cls(years=years, language=language, categories=(category,))
            days, workdays = evaluate_instance(instance, set(years))
            parts[category] = (days, workdays, instance)
        closures, workdays, instance = parts["public"]
        # The categories share the weekend_workdays (they are the instance's, not a category's).
        document = {
            "market": code,
            "mic": mic,
            "aliases": sorted(codes),
            "class": class_name,
            "country": country,
            "countrySource": country_source,
            "language": language,
            "categories": sorted(cls.supported_categories),
            "startYear": cls.start_year,
            "endYear": cls.end_year,
            "years": [start, end],
            "weekend": market_weekends(instance, start, end),
            "regions": {"": {"holidays": year_lines(closures), "workdays": year_lines(workdays)}},
        }
        if "half_day" in parts:
            document["regions"][""]["halfDays"] = year_lines(parts["half_day"][0])
        with open(os.path.join(directory, f"{code}.json"), "w", encoding="utf-8") as handle:
            handle.write(render(document))
        days = sorted(int(year) for year in document["regions"][""]["holidays"])
        index["markets"][code] = {
            "mic": mic,
            "aliases": document["aliases"],
            "country": country,
            "years": [start, end],
            "yearsWithData": [days[0], days[-1]] if days else None,
            "language": document["language"],
            "halfDays": "half_day" in parts,
        }
        print(f"market {code}: {start}-{end}", file=sys.stderr)
    with open(os.path.join(directory, "index.json"), "w", encoding="utf-8") as handle:
        handle.write(json.dumps(index, indent=1, sort_keys=True, ensure_ascii=False) + "\n")


# The holiday types daycalc offers besides public, as python-holidays' categories (docs/holiday-data.md#holiday-types).
TYPE_CATEGORIES = ("bank", "optional")


def write_types(regions_requested, first_year, last_year, out):
    """Writes types/<CC>.<type>.json for each daycalc country declaring the category, and types/index.json."""
    supported = holidays.list_supported_countries(include_aliases=False)
    directory = os.path.join(out, "types")
    os.makedirs(directory, exist_ok=True)
    index = {"source": "python-holidays", "version": holidays.__version__, "firstYear": first_year, "lastYear": last_year, "types": {}}
    for country in sorted(regions_requested):
        if country not in supported:
            continue
        cls = getattr(holidays, country)
        categories = [category for category in TYPE_CATEGORIES if category in cls.supported_categories]
        if not categories:
            continue
        # Always an explicit English locale (language=None follows the process locale).
        language = english_language(cls) or "en_US"
        start = max(first_year, cls.start_year)
        end = min(last_year, cls.end_year)
        years = list(range(start, end + 1))
        python_subdivisions = {code.upper(): code for code in supported[country]}
        aliases = SUBDIVISION_ALIASES.get(country, {})
        for category in categories:
            national = evaluate_category(country, None, language, years, category)
            regions = {"": {"holidays": year_lines(national)}}
            for code in regions_requested[country]:
                source = aliases.get(code) or python_subdivisions.get(code.upper())
                if source is None:
                    continue
                own = evaluate_category(country, source, language, years, category)
                added, removed = difference(national, own)
                regions[code] = {"source": source, "added": added, "removed": removed}
            document = {"country": country, "type": category, "language": language, "years": [start, end], "regions": regions}
            with open(os.path.join(directory, f"{country}.{category}.json"), "w", encoding="utf-8") as handle:
                handle.write(render(document))
            index["types"].setdefault(country, {})[category] = {"years": [start, end], "language": language, "subdivisions": sorted(code for code in regions if code)}
            print(f"type {country}.{category}: {start}-{end}", file=sys.stderr)
    with open(os.path.join(directory, "index.json"), "w", encoding="utf-8") as handle:
        handle.write(json.dumps(index, indent=1, sort_keys=True, ensure_ascii=False) + "\n")


def evaluate_category(country, subdivision, language, years, category):
    """One python-holidays region's days of one category over the years: {year: [(MM-DD, label)]}."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        instance = getattr(holidays, country)(
            subdiv=subdivision,
            years=years,
            language=language,
            categories=(category,),
            **COUNTRY_OPTIONS.get(country, {}),
        )
    return evaluate_instance(instance, years)[0]


def main():
    request = json.load(sys.stdin)
    first_year, last_year, out = request["firstYear"], request["lastYear"], request["out"]
    supported = holidays.list_supported_countries(include_aliases=False)
    os.makedirs(out, exist_ok=True)
    index = {
        "source": "python-holidays",
        "version": holidays.__version__,
        "licence": "MIT",
        "homepage": "https://github.com/vacanza/holidays",
        "firstYear": first_year,
        "lastYear": last_year,
        "countries": {},
    }
    for country in sorted(request["regions"]):
        if country not in supported:
            index["countries"][country] = None
            continue
        cls = getattr(holidays, country)
        language = english_language(cls)
        start = max(first_year, cls.start_year)
        end = min(last_year, cls.end_year)
        years = list(range(start, end + 1))
        national, national_workdays = evaluate(country, None, language, years)
        python_subdivisions = {code.upper(): code for code in supported[country]}
        aliases = SUBDIVISION_ALIASES.get(country, {})
        regions = {"": {"holidays": year_lines(national), "workdays": year_lines(national_workdays)}}
        mapped = {}
        for code in request["regions"][country]:
            source = aliases.get(code) or python_subdivisions.get(code.upper())
            if source is None:
                continue
            own, own_workdays = evaluate(country, source, language, years)
            added, removed = difference(national, own)
            entry = {"source": source, "added": added, "removed": removed}
            if own_workdays != national_workdays:
                entry["workdays"] = year_lines(own_workdays)
            regions[code] = entry
            mapped[code] = source
        document = {
            "country": country,
            "language": language or cls.default_language,
            "startYear": cls.start_year,
            "endYear": cls.end_year,
            "years": [start, end],
            "weekend": iso_weekdays(getattr(cls, "weekend", {5, 6})),
            "regions": regions,
        }
        with open(os.path.join(out, f"{country}.json"), "w", encoding="utf-8") as handle:
            handle.write(render(document))
        index["countries"][country] = {
            "years": [start, end],
            "language": document["language"],
            "subdivisions": mapped,
        }
        print(f"{country}: {start}-{end}, {len(mapped)} of {len(request['regions'][country])} subdivisions", file=sys.stderr)
    with open(os.path.join(out, "index.json"), "w", encoding="utf-8") as handle:
        handle.write(json.dumps(index, indent=1, sort_keys=True, ensure_ascii=False) + "\n")
    write_markets(first_year, last_year, out)
    write_types(request["regions"], first_year, last_year, out)
    # python-holidays' MIT notice travels with the data derived from it.
    licence = importlib.metadata.distribution("holidays").read_text("licenses/LICENSE")
    with open(os.path.join(out, "LICENSE"), "w", encoding="utf-8") as handle:
        handle.write(licence)


def render(document):
    """JSON with one line per year, so a refresh shows as a readable diff."""
    lines = ["{"]
    head = [key for key in document if key != "regions"]
    for key in head:
        lines.append(f" {json.dumps(key)}: {json.dumps(document[key], ensure_ascii=False)},")
    lines.append(' "regions": {')
    region_items = list(document["regions"].items())
    for position, (code, region) in enumerate(region_items):
        lines.append(f"  {json.dumps(code)}: {{")
        parts = list(region.items())
        for part_position, (key, value) in enumerate(parts):
            comma = "," if part_position < len(parts) - 1 else ""
            if isinstance(value, dict):
                lines.append(f"   {json.dumps(key)}: {{")
                years = list(value.items())
                for year_position, (year, entries) in enumerate(years):
                    year_comma = "," if year_position < len(years) - 1 else ""
                    lines.append(f"    {json.dumps(year)}: {json.dumps(entries, ensure_ascii=False)}{year_comma}")
                lines.append(f"   }}{comma}")
            else:
                lines.append(f"   {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}{comma}")
        lines.append("  }" + ("," if position < len(region_items) - 1 else ""))
    lines.append(" }")
    lines.append("}")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    main()
