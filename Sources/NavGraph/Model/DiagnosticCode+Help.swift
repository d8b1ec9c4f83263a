extension DiagnosticCode {
  /// One line: what the code means (SARIF's short description, the docs tables' description).
  public var summary: String {
    switch self {
    case .ioError: return "the file cannot be read"
    case .tooLarge: return "the description is too large to load"
    case .emptyFile: return "the file is empty or only whitespace"
    case .invalidUTF8: return "the file is not valid UTF-8"
    case .jsonSyntax: return "the file is not valid JSON"
    case .notAnObject: return "the top level is not a JSON object"
    case .unknownFormat: return "the description is in a format this build does not read"
    case .needsFormat: return "a key or kind of format 1.1 in a description that declares format 1"
    case .wrongType: return "a value has the wrong JSON type"
    case .missingKey: return "a required key is missing"
    case .emptyID: return "a screen or tab id, or a value type, is the empty string"
    case .duplicateID: return "two screens, or two tabs, have the same id"
    case .duplicateKey: return "a key is repeated in one object"
    case .duplicateType: return "a value type is listed twice in one screen's 'destinations'"
    case .tooManyTypes: return "more than 64 distinct value types"
    case .unknownKey: return "a key the format does not define"
    case .unknownKind: return "a link's kind is not one of the ten kinds"
    case .missingTarget: return "a link needs 'to' and has none"
    case .unexpectedTarget: return "a pop, popToRoot, dismiss or dismissAction link has 'to'"
    case .unexpectedValue: return "a link other than a push has 'value'"
    case .unknownCode: return "an 'ignore' entry names a code that is not a finding"
    case .missingReason: return "an 'ignore' entry gives no reason"
    case .overlayOnly: return "a description that is not an overlay has 'remove'"
    case .unknownID: return "a reference names no screen or tab"
    case .noLaunch: return "the app has nothing to launch on"
    case .tooManyDiagnostics: return "more diagnostics than are shown"
    case .unreachable: return "a screen that no route from launch shows"
    case .deadEnd: return "a reachable state in which the user cannot move at all"
    case .trap: return "a reachable state from which 'home' can never be shown again"
    case .cycle: return "screens that can push or present each other without bound"
    case .inertLink: return "a link that does nothing wherever its screen is shown"
    case .unregisteredDestination:
      return "a value push that no navigationDestination(for:) of its stack handles in some reachable state"
    case .brokenDeepLink:
      return "a deep link that does not show its 'to' screen, at launch or from some state"
    case .deep: return "a screen that needs more moves from launch than --max-steps allows"
    case .unusedIgnore: return "an 'ignore' entry that suppresses no finding"
    case .swiftSyntax: return "a Swift file does not parse"
    case .skippedFile: return "a file the SwiftUI reader did not read"
    case .unresolvedNavigation: return "navigation the SwiftUI reader saw but could not resolve"
    case .noAppRoot: return "no '@main' App says which view the app launches on"
    case .duplicateView: return "two view types with the same qualified name"
    case .unmodelledConstruct: return "a construct the navigation model cannot express yet"
    case .unmatchedOverlay: return "an overlay entry that matches nothing the SwiftUI reader found"
    }
  }

  /// What it means in full and how to fix it (SARIF's full description and help).
  public var help: String {
    switch self {
    case .ioError:
      return "The file is missing, is a directory, or the system refused to read it; the message gives the "
        + "system's reason."
    case .tooLarge:
      return "The file is over 2 GiB, or it has more than 50,000,000 screens, tabs or links: more than "
        + "NavGraph can hold in memory. Split the description."
    case .emptyFile:
      return "A description is a JSON object with at least a 'screens' array."
    case .invalidUTF8:
      return "Descriptions are UTF-8 (a byte-order mark is accepted). Save the file as UTF-8."
    case .jsonSyntax:
      return "The message says what was expected at the location. Loading stops at the first syntax error."
    case .notAnObject:
      return "A description is one JSON object with 'screens' and, optionally, 'name', 'entry', 'home' and "
        + "'tabs'."
    case .unknownFormat:
      return "'format' names the version of the format the description is written in; this build reads "
        + FormatSpec.versions.map { "'\($0)'" }.joined(separator: ", ")
        + ". Loading stops there: use a newer NavGraph, or write the description in a version it reads."
    case .needsFormat:
      return "'dismissAction', 'destinations', 'value', 'then' and 'deepLinks' came with format 1.1: declare "
        + "\"format\": \"1.1\" (or leave 'format' out)."
    case .wrongType:
      return "Each key takes one JSON type (docs/FORMAT.md); a link is an object or a string."
    case .missingKey:
      return "The top level needs 'screens', a screen needs 'id', a tab needs 'id' and 'root'."
    case .emptyID:
      return "Ids and the value types of 'destinations' and 'value' are non-empty strings; any other "
        + "character is allowed."
    case .duplicateID:
      return "References resolve to the first definition, which a note points at. Rename one of them."
    case .duplicateKey:
      return "The first occurrence is used, which a note points at; delete the other."
    case .duplicateType:
      return "A screen registers a type once; the note points at the first listing. Delete the other."
    case .tooManyTypes:
      return "An app uses at most 64 distinct value types in 'destinations' and 'value' (the model keeps a "
        + "stack's registrations in 64 bits). The 65th and later are ignored."
    case .unknownKey:
      return "It is ignored. Usually a misspelling: the message suggests the closest key."
    case .unknownKind:
      return "The kinds are push, sheet, fullScreenCover, popover, tab, replace, pop, popToRoot, dismiss and "
        + "dismissAction."
    case .missingTarget:
      return "push, sheet, fullScreenCover, popover and replace need a screen id; tab needs a tab id."
    case .unexpectedTarget:
      return "These links act on the current stack or modal and take no target; delete 'to'."
    case .unexpectedValue:
      return "'value' is the type of a value pushed on the current stack (NavigationLink(value:)); only a "
        + "push takes it. Delete it, or make the link a push."
    case .unknownCode:
      return "'ignore' maps finding codes (unreachable, dead-end, trap, cycle, inert-link, "
        + "unregistered-destination, deep) to reasons; the loader's and the reader's codes cannot be ignored. "
        + "The message suggests the closest code. The entry is not used."
    case .missingReason:
      return "Each ignored code needs a reason, a non-empty string, so that the next reader knows why. The "
        + "entry is not used."
    case .overlayOnly:
      return
        "'remove' drops links the SwiftUI reader got wrong, so only an overlay (--overlay, or navgraph.json "
        + "beside Swift code; docs/EXTRACT.md#the-overlay) may have it. In a description, delete the links "
        + "themselves."
    case .unknownID:
      return
        "A link's 'to', a tab's 'root', 'entry' or 'home' names an id that is not defined (or a tab where "
        + "a screen is needed, or the reverse). The message suggests a close id."
    case .noLaunch:
      return "Give 'entry' (the launch screen) or at least one tab."
    case .tooManyDiagnostics:
      return "At most 200 diagnostics are reported (errors before warnings); this note counts the rest."
    case .unreachable:
      return
        "No sequence of moves from the launch state (links, back, swipe-down, the tab bar) makes the screen "
        + "visible. Link to it from a reachable screen, make it a tab's root or the entry, or delete it. "
        + "Screens that only another unreachable screen leads to are listed under that screen's finding."
    case .deadEnd:
      return
        "The visible screen has no link that acts, no back button (it is a root, or hides it), cannot be "
        + "swiped down, and no tab bar is shown. Add a link such as 'dismiss' or 'pop', or allow the system "
        + "gesture."
    case .trap:
      return
        "Once the user reaches this state, no sequence of moves shows the home screen (the first tab's root "
        + "by default, or 'home'). Add a way back: a 'dismiss', a 'tab' link, or a 'replace' to a flow that "
        + "leads home."
    case .cycle:
      return "A push cycle lets the stack grow forever ('D' pushes 'E', 'E' pushes 'D'); a modal cycle lets "
        + "modals pile up. Replace one link of the cycle with 'pop', 'popToRoot' or 'dismiss'."
    case .inertLink:
      return
        "A push from a screen never inside a NavigationStack, a pop or popToRoot on a screen that is always "
        + "a root, a dismiss on a screen never presented, a tab link in an app without tabs, or a part of a "
        + "compound action ('then') that never acts where the action is used. Give the container a stack "
        + "('stack': true) or change the link."
    case .unregisteredDestination:
      return
        "A push with 'value' (NavigationLink(value:), path.append) acts only when a screen of the current "
        + "stack, root to visible, registers the value's type with navigationDestination(for:) ('destinations'); "
        + "SwiftUI logs 'no matching navigationDestination declaration' and does nothing. When the push never "
        + "acts, the message names the stack roots where a registration fixes it; when it acts in some states "
        + "only, the route leads to a state where it fails."
    case .brokenDeepLink:
      return
        "A deep link's moves run in order on the state it is opened in, each skipped where it cannot act. "
        + "An error when, opened at launch (cold), it does not end with its 'to' visible; a warning when it "
        + "does not from some reachable state (warm), with a route to such a state: for example a push onto "
        + "a tab's stack while a sheet covers it. Start the moves with a 'tab' move (it dismisses the "
        + "modals) or a 'dismiss'. A note says when reachability with deep links is approximated."
    case .deep:
      return
        "The shortest route from launch to the screen is longer than the limit given with --max-steps. Add "
        + "a shortcut link or a tab, or raise the limit."
    case .unusedIgnore:
      return
        "The screen or link ignores a code, but check finds no such finding that the entry matches "
        + "(docs/CHECK.md#suppressions): the problem was fixed, or the entry is on the wrong element. Delete "
        + "the entry. Not reported for a code that is disabled or, for 'deep', without --max-steps."
    case .swiftSyntax:
      return
        "The message gives the parser's error at its location (up to five per file). The rest of the file "
        + "and the other files are still read, so the description lacks only what the broken code holds."
    case .skippedFile:
      return
        "A file that is not UTF-8, a binary file (a NUL byte), a file over 16 MiB, a symbolic-link loop or a "
        + "directory already read: nothing in it is in the description."
    case .unresolvedNavigation:
      return
        "The message says what was seen (a destination built by a function the reader cannot follow, a "
        + "protocol-typed router, a value pushed with no registration of its type, state set to an unknown "
        + "value) and the link to add by hand. A note when the description models the code in a way the "
        + "message explains."
    case .noAppRoot:
      return
        "Without a '@main' App, the app launches on the one view no other view shows (a note), or on the "
        + "first of several (a warning); a warning too when no view was found at all."
    case .duplicateView:
      return
        "References go to the one declaration in a file named after the type, else to the first in file "
        + "order. Rename one, or read the files of one app at a time."
    case .unmodelledConstruct:
      return
        "Only when Swift code is checked in memory: what the model cannot express yet is left out or read "
        + "in part, as the message says; 'navgraph extract' keeps it in the description it writes."
    case .unmatchedOverlay:
      return
        "A 'remove' entry of the overlay names a screen the reader did not find, or no link of that screen "
        + "matches its 'to' and 'kind': the code changed, or the entry is misspelt. Fix or delete the entry."
    }
  }
}
