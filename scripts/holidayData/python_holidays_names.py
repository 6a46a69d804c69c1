"""Extracts python-holidays' names of the holidays in each language it has for a country.

Run through `npm run tables:names-snapshot` (scripts/holidayData/namesSnapshot.ts), which passes the
regions daycalc supports on stdin as JSON: {"regions": {"US": ["AK", ...], ...}, "firstYear": 1900,
"lastYear": 2199, "out": "<directory>"}. Writes <CC>.json per country python-holidays knows, plus
index.json, into the directory. Deterministic: the same python-holidays version and input give the
same bytes.

For each country (its national calendar and the subdivisions daycalc maps, as the table snapshot
does) and each year of the window inside python-holidays' years for it, the public holidays are
evaluated once with the English locale the table snapshot uses (scripts/holidayData/
python_holidays_snapshot.py: its labels are the keys of the compiled tables) and once per other
supported language, always with an explicit `language=` (language=None follows the process locale).
The two are paired by region and date: the English label of a date maps to the name python-holidays
gives the same date in the language. Substitution labels get the table snapshot's rewrite (the date
python-holidays writes in the language's date format becomes an ISO date).

Where one English label has different names over the years (a holiday renamed: KR "Buddha's
Birthday" 석가탄신일, from 2018 부처님오신날) the name is a list of [first year, name]; where one
English label has two names in the same year (two different holidays that python-holidays names
alike in English), the label's usual name is kept (see `year_names`) and the case is listed under
"ambiguous" in the file (the tables cannot tell those days apart by label). Replacements of names
taken to be pairing errors are listed under "replaced".

python-holidays (MIT licence, https://github.com/vacanza/holidays) is a build-time source only;
the translations are its gettext catalogues (holidays/locale/<language>/LC_MESSAGES/<CC>.mo).
"""

import json
import multiprocessing
import os
import sys
import warnings

import holidays

# The table snapshot's choices (which English locale, which subdivision codes, which options) are the
# ones that made the tables' labels; the names must be made the same way to pair with them.
from python_holidays_snapshot import COUNTRY_OPTIONS, SUBDIVISION_ALIASES, english_language, substitution_pairs


def bcp47(language):
    """python-holidays' locale code as a BCP 47 tag: `zh_CN` -> `zh-CN`."""
    return language.replace("_", "-")


def evaluate(country, subdivision, language, years, category="public"):
    """One region in one language over the years, one category: {date: label}, substitution labels with ISO dates."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        instance = getattr(holidays, country)(
            subdiv=subdivision,
            years=years,
            language=language,
            categories=(category,),
            **COUNTRY_OPTIONS.get(country, {}),
        )
        items = sorted(instance.items())
    wanted = set(years)
    pairs = substitution_pairs(instance, wanted)
    date_format = getattr(instance, "substituted_date_format", None)
    rewrites = {}
    if date_format:
        for from_date in pairs:
            rewrites[from_date.strftime(instance.tr(date_format))] = from_date.isoformat()
    out = {}
    for day, label in items:
        if day.year not in wanted:
            continue
        for written, iso in rewrites.items():
            label = label.replace(written, iso)
        out[day] = label
    return out


def modal_name(entries):
    """The name a label has in most years (every name of a year counts; the earliest such name on a tie)."""
    counts = {}
    for year, candidates in entries:
        for name in candidates:
            count, first = counts.get(name, (0, year))
            counts[name] = (count + 1, min(first, year))
    return sorted(counts.items(), key=lambda item: (-item[1][0], item[1][1]))[0][0]


def year_names(per_label):
    """Per English label its name, or [[first year, name], ...] where the name changes over the years.

    `per_label` is {label: [(year, [names of the year, earliest date first])]}. A year with two names
    (two days python-holidays names alike in English but not in the language: ES Eid al-Adha, Ceuta's
    and Melilla's) takes the label's usual name if it is one of them, else its earliest date's.
    Pairing by date goes wrong where python-holidays places two observed days differently in two
    languages (colliding observed days are placed in a different order: AZ 2026 has "Eid al-Fitr
    (observed)" in English on the date az gives "Novruz bayramı (müşahidə olunur)"). A year's name
    other than the label's usual one is therefore taken as python-holidays' own only if it is a
    rename, not such a swap: it is replaced by the usual name where it is another label's usual name
    (a swap), or where it lasts one year between two years of the usual name (a one-year blip).
    Returns the names and the replacements made, {label: {year: name replaced}}.
    """
    modal = {label: modal_name(entries) for label, entries in per_label.items()}
    per_label = {
        label: [(year, modal[label] if modal[label] in candidates else candidates[0]) for year, candidates in entries]
        for label, entries in per_label.items()
    }
    usual_names = {}
    for label, name in modal.items():
        usual_names.setdefault(name, set()).add(label)
    names, replaced = {}, {}
    for label, entries in sorted(per_label.items()):
        usual = modal[label]
        fixed = []
        for position, (year, name) in enumerate(entries):
            if name != usual:
                swap = bool(usual_names.get(name, set()) - {label})
                before = entries[position - 1][1] if position > 0 else None
                after = entries[position + 1][1] if position + 1 < len(entries) else None
                blip = before == usual and after == usual
                if swap or blip:
                    replaced.setdefault(label, {})[str(year)] = name
                    name = usual
            fixed.append((year, name))
        runs = []
        for year, name in fixed:
            if not runs or runs[-1][1] != name:
                runs.append([year, name])
        names[label] = runs[0][1] if len(runs) == 1 else runs
    return names, replaced


def country_names(job):
    """One country's document: its languages and, per language, {English label: name or [[year, name], ...]}."""
    country, codes, first_year, last_year = job
    cls = getattr(holidays, country)
    supported = sorted(getattr(cls, "supported_languages", ()) or ())
    english = english_language(cls)
    default = cls.default_language
    languages = ([default] if default in supported else []) + [language for language in supported if language != default]
    start = max(first_year, cls.start_year)
    end = min(last_year, cls.end_year)
    years = list(range(start, end + 1))
    python_subdivisions = {code.upper(): code for code in holidays.list_supported_countries(include_aliases=False)[country]}
    aliases = SUBDIVISION_ALIASES.get(country, {})
    regions = [None]
    for code in codes:
        source = aliases.get(code) or python_subdivisions.get(code.upper())
        if source is not None and source not in regions:
            regions.append(source)
    document = {
        "country": country,
        "version": holidays.__version__,
        "labelsLanguage": bcp47(english) if english else None,
        "defaultLanguage": bcp47(default) if default else None,
        "languages": [bcp47(language) for language in languages],
        "years": [start, end],
        "names": {},
        "ambiguous": {},
        "replaced": {},
    }
    if english is None:
        return document
    # The public holidays, and the bank and optional days where python-holidays has them (the type
    # tables' labels, docs/holiday-data.md#holiday-types): each category evaluated apart, so that a date
    # that is both keeps each category's own label.
    supported_categories = set(getattr(cls, "supported_categories", ()) or ())
    categories = ["public"] + [category for category in ("bank", "optional") if category in supported_categories]
    keys = {(region, category): evaluate(country, region, english, years, category) for region in regions for category in categories}
    for language in languages:
        if language == english:
            continue
        # (label, year) -> {name: earliest date}
        seen = {}
        for region, category in keys:
            translated = evaluate(country, region, language, years, category)
            for day, label in keys[(region, category)].items():
                name = translated.get(day)
                if name is None:
                    continue
                by_name = seen.setdefault((label, day.year), {})
                if name not in by_name or day < by_name[name]:
                    by_name[name] = day
        per_label = {}
        ambiguous = {}
        for (label, year), by_name in sorted(seen.items()):
            ordered = sorted(by_name.items(), key=lambda item: (item[1], item[0]))
            if len(ordered) > 1:
                ambiguous.setdefault(label, {})[str(year)] = [name for name, _ in ordered]
            per_label.setdefault(label, []).append((year, [name for name, _ in ordered]))
        names, replaced = year_names(per_label)
        if replaced:
            document["replaced"][bcp47(language)] = replaced
        document["names"][bcp47(language)] = names
        if ambiguous:
            document["ambiguous"][bcp47(language)] = ambiguous
    return document


def main():
    request = json.load(sys.stdin)
    first_year, last_year, out = request["firstYear"], request["lastYear"], request["out"]
    supported = holidays.list_supported_countries(include_aliases=False)
    os.makedirs(out, exist_ok=True)
    jobs = [(country, request["regions"][country], first_year, last_year) for country in sorted(request["regions"]) if country in supported]
    index = {
        "source": "python-holidays",
        "version": holidays.__version__,
        "licence": "MIT",
        "homepage": "https://github.com/vacanza/holidays",
        "firstYear": first_year,
        "lastYear": last_year,
        "countries": {country: None for country in sorted(request["regions"]) if country not in supported},
    }
    processes = int(request.get("jobs") or os.cpu_count() or 1)
    with multiprocessing.Pool(processes) as pool:
        for document in pool.imap(country_names, jobs):
            country = document["country"]
            with open(os.path.join(out, f"{country}.json"), "w", encoding="utf-8") as handle:
                handle.write(json.dumps(document, indent=1, sort_keys=True, ensure_ascii=False) + "\n")
            index["countries"][country] = {
                "labelsLanguage": document["labelsLanguage"],
                "languages": document["languages"],
            }
            counts = ", ".join(f"{language} {len(names)}" for language, names in document["names"].items())
            print(f"{country}: {' '.join(document['languages']) or '(no translations)'}{': ' + counts if counts else ''}", file=sys.stderr)
    with open(os.path.join(out, "index.json"), "w", encoding="utf-8") as handle:
        handle.write(json.dumps(index, indent=1, sort_keys=True, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
