#!/usr/bin/env python3
"""Compare the navigation `navgraph extract` found with a hand-written description.

Usage:
  scripts/extract-compare.py EXPECTED.json EXTRACTED.json [--map MAP.json] [--details]
  scripts/extract-compare.py --apps DIR [--details]

EXPECTED.json is a format-1.1 description written by hand from reading the code;
EXTRACTED.json is what `navgraph extract` wrote for the same code. With --apps, every
subdirectory of DIR that holds both `expected.json` and `extracted.json` is one app (and an
optional `idmap.json` its id map); the apps are read in name order and a table is printed,
one row per app and a total.

What is compared:
  screens  the screen ids of each description (tab roots are screens too);
  links    each screen's links as (screen, kind, to, then): `to` is absent for pop,
           popToRoot, dismiss and dismissAction, and `then` is the link's further moves
           (kind, to) in order. A link matches only when all four agree; labels, values,
           flags and sources are not compared. Links with the same key on one screen
           count once (four buttons that push the same screen are one link).
  id map   MAP.json (or idmap.json) is an object from extracted ids to expected ids, for
           where the reader names a screen or tab differently from the hand conversion
           (`"TimelineView.hashtag": "HashtagTimeline"`); it is applied to extracted
           screen ids, link targets and tab ids before comparing. No other renaming.

Figures: screen recall = expected screens found / expected screens; link recall =
expected links found / expected links; link precision = extracted links that are
expected / extracted links. With --details, every missed screen, missed link and false
link is listed (false links with the Swift source the reader gave).

Output is deterministic: everything is sorted. Exit status 0, or 2 when a file cannot
be read or is not a description. Python 3 standard library only.
"""

import json
import os
import sys

NO_TARGET_KINDS = {"pop", "popToRoot", "dismiss", "dismissAction"}


class InputError(Exception):
    pass


def load_json(path):
    try:
        with open(path, encoding="utf-8") as handle:
            return json.load(handle)
    except OSError as error:
        reason = (error.strerror or str(error)).lower()
        raise InputError(f"cannot read '{path}': {reason}") from error
    except ValueError as error:
        reason = str(error)
        raise InputError(f"'{path}' is not JSON: {reason[:1].lower() + reason[1:]}") from error


def move_key(move, rename):
    """The (kind, to) of a link or move, with `to` renamed; a bare string is a push."""
    if isinstance(move, str):
        return ("push", rename(move))
    if not isinstance(move, dict):
        raise InputError(f"a move that is neither an object nor a string: {json.dumps(move)}")
    kind = move.get("kind", "push")
    target = move.get("to")
    if not isinstance(kind, str) or not isinstance(target, (str, type(None))):
        raise InputError(f"a link or move whose 'kind' or 'to' is not a string: {json.dumps(move)}")
    if kind in NO_TARGET_KINDS or target is None:
        return (kind, "")
    return (kind, rename(target))


def navigation(description, path, id_map):
    """The screen ids and link keys of one description, after the id map."""
    if not isinstance(description, dict) or not isinstance(description.get("screens"), list):
        raise InputError(f"'{path}' is not an app description (no 'screens' array)")

    def rename(identifier):
        return id_map.get(identifier, identifier)

    def checked(value, what):
        if not isinstance(value, str):
            raise InputError(f"'{path}' has {what} that is not a string")
        return value

    screens = set()
    links = {}
    for tab in description.get("tabs", []):
        screens.add(rename(checked(tab.get("root") if isinstance(tab, dict) else None, "a tab root")))
    for screen in description["screens"]:
        if not isinstance(screen, dict):
            raise InputError(f"'{path}' has a screen that is not an object")
        screen_id = rename(checked(screen.get("id"), "a screen id"))
        screens.add(screen_id)
        for link in screen.get("links", []):
            if not isinstance(link, (str, dict)):
                raise InputError(f"'{path}' has a link of '{screen_id}' that is neither an object nor a string")
            try:
                kind, target = move_key(link, rename)
                then = ()
                if isinstance(link, dict):
                    then = tuple(move_key(move, rename) for move in link.get("then", []))
            except InputError as error:
                raise InputError(f"'{path}', screen '{screen_id}': {error}") from error
            key = (screen_id, kind, target, then)
            source = link.get("source", "") if isinstance(link, dict) else ""
            links.setdefault(key, source)
    return screens, links


def format_link(key):
    screen, kind, target, then = key
    text = f"{screen} --{kind}-->" + (f" {target}" if target else "")
    for move_kind, move_target in then:
        text += f" then {move_kind}" + (f" {move_target}" if move_target else "")
    return text


def ratio(part, whole):
    return f"{100.0 * part / whole:.0f}% ({part}/{whole})" if whole else "n/a (0/0)"


def compare(expected_path, extracted_path, map_path):
    id_map = load_json(map_path) if map_path else {}
    if not isinstance(id_map, dict):
        raise InputError(f"the id map '{map_path}' is not an object")
    expected_screens, expected_links = navigation(load_json(expected_path), expected_path, {})
    found_screens, found_links = navigation(load_json(extracted_path), extracted_path, id_map)
    return {
        "screens": (expected_screens, found_screens),
        "links": (expected_links, found_links),
    }


def figures(result):
    expected_screens, found_screens = result["screens"]
    expected_links, found_links = result["links"]
    matched_links = set(expected_links) & set(found_links)
    return {
        "screens_expected": len(expected_screens),
        "screens_found": len(expected_screens & found_screens),
        "links_expected": len(expected_links),
        "links_extracted": len(found_links),
        "links_matched": len(matched_links),
    }


def details(result, out):
    expected_screens, found_screens = result["screens"]
    expected_links, found_links = result["links"]
    for screen in sorted(expected_screens - found_screens):
        out.append(f"  missed screen: {screen}")
    for key in sorted(set(expected_links) - set(found_links)):
        out.append(f"  missed link:   {format_link(key)}")
    for key in sorted(set(found_links) - set(expected_links)):
        source = found_links[key]
        out.append(f"  false link:    {format_link(key)}" + (f"  [{source}]" if source else ""))


def row(name, numbers):
    return (
        f"| {name} | {numbers['screens_expected']} | {numbers['links_expected']} | "
        f"{ratio(numbers['screens_found'], numbers['screens_expected'])} | "
        f"{ratio(numbers['links_matched'], numbers['links_expected'])} | "
        f"{ratio(numbers['links_matched'], numbers['links_extracted'])} |"
    )


HEADER = [
    "| app | screens | links | screen recall | link recall | link precision |",
    "|---|---|---|---|---|---|",
]


def main(arguments):
    show_details = "--details" in arguments
    arguments = [argument for argument in arguments if argument != "--details"]
    out = []
    if len(arguments) == 2 and arguments[0] == "--apps":
        root = arguments[1]
        try:
            names = sorted(
                name
                for name in os.listdir(root)
                if os.path.isfile(os.path.join(root, name, "expected.json"))
                and os.path.isfile(os.path.join(root, name, "extracted.json"))
            )
        except OSError as error:
            raise InputError(f"cannot read '{root}': {(error.strerror or str(error)).lower()}") from error
        if not names:
            raise InputError(f"'{root}' has no app directory with 'expected.json' and 'extracted.json'")
        total = dict.fromkeys(
            ("screens_expected", "screens_found", "links_expected", "links_extracted", "links_matched"), 0
        )
        rows, notes = [], []
        for name in names:
            directory = os.path.join(root, name)
            map_path = os.path.join(directory, "idmap.json")
            result = compare(
                os.path.join(directory, "expected.json"),
                os.path.join(directory, "extracted.json"),
                map_path if os.path.isfile(map_path) else None,
            )
            numbers = figures(result)
            for key in total:
                total[key] += numbers[key]
            rows.append(row(name, numbers))
            if show_details:
                notes.append(f"{name}:")
                details(result, notes)
        out += HEADER + rows + [row("total", total)]
        if show_details:
            out += [""] + notes
    elif len(arguments) in (2, 4) and not arguments[0].startswith("--"):
        map_path = None
        if len(arguments) == 4:
            if arguments[2] != "--map":
                raise InputError(f"unknown option '{arguments[2]}'")
            map_path = arguments[3]
        result = compare(arguments[0], arguments[1], map_path)
        out += HEADER + [row(os.path.basename(os.path.dirname(os.path.abspath(arguments[1]))) or "app", figures(result))]
        if show_details:
            out.append("")
            details(result, out)
    else:
        print(__doc__.strip().split("\n\n")[1], file=sys.stderr)
        return 2
    print("\n".join(out))
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except InputError as error:
        print(f"extract-compare: error: {error}", file=sys.stderr)
        sys.exit(2)
