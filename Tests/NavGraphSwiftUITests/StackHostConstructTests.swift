import Testing

@testable import NavGraphSwiftUI

/// Navigation targets whose body is a stack around one view (a tab root around a post list, a
/// root around a habit grid, a host with bar controls of its own, a view two tabs each hold alone
/// in a stack), one fixture each (`Fixtures/Constructs`), with what the reader must find.
@Suite("Stack host constructs")
struct StackHostConstructTests {
  @Test func stackHostWithControlsOfItsOwnIsTheScreen() {
    // StoriesTab is `NavigationStack { StoryFeed(stories:) .overlay { Button("Write") } .toolbar {
    // NavigationLink("Me") } }.fullScreenCover { DraftSheet() }`: the tab's root is StoriesTab,
    // with its cover, its toolbar link and the feed's row link; StoryFeed, pushed from WriterPage,
    // is a screen there. DraftSheet (a Cancel around an editor in a `ZStack` with a spinner) is the
    // sheet's screen with the editor's link. ClipsTab, a pure wrapper, leaves the tab to ClipList.
    // Before, StoryFeed was the tab's root and had StoriesTab's cover and toolbar link, silently.
    let result = Fixtures.extract("Constructs/StackHostsWithOwnControls.swift")
    #expect(
      result.navigation.tabs.map { "\($0.id) \($0.root)" } == ["StoriesTab StoriesTab", "ClipList ClipList"])
    #expect(
      result.navigation.screens.map { "\($0.id) \($0.stack)" } == [
        "StoriesTab true", "StoryFeed false", "StoryPage false", "WriterPage false", "DraftSheet true",
        "TagPicker false", "ClipList true", "ClipPage false",
      ])
    #expect(
      result.navigation.linkTexts == [
        "StoriesTab: fullScreenCover DraftSheet 'Write'", "StoriesTab: push WriterPage 'Me'",
        "StoriesTab: push StoryPage", "StoryFeed: push StoryPage", "WriterPage: push StoryFeed 'My stories'",
        "DraftSheet: dismissAction 'Cancel'", "DraftSheet: push TagPicker 'Tags'",
        "ClipList: push ClipPage 'Clip'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func switchInTheViewOfARootStackHostIsNoRootSwitch() {
    // GardenHome, the App's root, is `NavigationStack(path:) { PlantGrid(plants:) .toolbar {
    // NavigationLink("About"); Button("Add") } .fullScreenCover { PlantForm() } }`, and PlantGrid's
    // body is `if plants.isEmpty { Text } else { List { NavigationLink(value:) } }`: GardenHome is
    // the entry, with its links and the grid's value push, and no warning. Before, the grid's `if`
    // was a root switch launching on PlantGrid (a warning saying so), with GardenHome's links.
    let result = Fixtures.extract("Constructs/StackHostAroundSwitchingList.swift")
    #expect(result.navigation.entry == "GardenHome")
    #expect(
      result.navigation.screens.map { "\($0.id) \($0.stack)" } == [
        "GardenHome true", "PlantPage false", "GardenAbout false", "PlantForm false",
      ])
    #expect(
      result.navigation.linkTexts == [
        "GardenHome: push GardenAbout 'About'", "GardenHome: fullScreenCover PlantForm 'Add'",
        "GardenHome: push PlantPage (Plant)",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func loaderSwitchingToItsStackIsNoScreen() {
    // `Group { if loading { ProgressView() } else { NavigationStack { Pantry().toolbar {
    // NavigationLink("Settings") { ... } } } } }` in the root view's body: the view only switches
    // to the stack once loaded, so the stack's root is the screen and the entry, with the toolbar
    // link, even though the toolbar is written in the loader's body.
    let result = Fixtures.extract(
      code: """
        import SwiftUI
        @main struct PantryApp: App {
          var body: some Scene { WindowGroup { PantryLoader() } }
        }
        struct PantryLoader: View {
          @State private var loading = true
          var body: some View {
            Group {
              if loading {
                ProgressView()
              } else {
                NavigationStack {
                  PantryView().toolbar { NavigationLink("Settings") { PantrySettings() } }
                }
              }
            }
            .task { loading = false }
          }
        }
        struct PantryView: View { var body: some View { NavigationLink("Jars") { PantryJars() } } }
        struct PantryJars: View { var body: some View { Text("Jars") } }
        struct PantrySettings: View { var body: some View { Text("Settings") } }
        """)
    #expect(result.navigation.entry == "PantryView")
    #expect(result.navigation.screens.map(\.id) == ["PantryView", "PantryJars", "PantrySettings"])
    #expect(
      result.navigation.linkTexts == [
        "PantryView: push PantrySettings 'Settings'", "PantryView: push PantryJars 'Jars'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func stackRootShownAsContentElsewhereIsTheHostsContent() {
    // FeedTab's body is `NavigationStack { NoteList(notes: $notes).toolbar { ... } }` with a cover,
    // and ProfileTab shows NoteList in place beside an avatar: NoteList is a component, so FeedTab
    // is the tab's screen and id, with the toolbar push, the cover and the list's push. Before,
    // NoteList was the tab root and screen, with FeedTab's links (set 37 Nexus's thread composer:
    // 1 screen, 3 links missed, 3 false, silently).
    let result = Fixtures.extract("Constructs/StackRootComponentShownElsewhere.swift")
    #expect(result.navigation.tabs.map(\.id) == ["FeedTab", "ProfileTab"])
    #expect(
      result.navigation.screens.map(\.id).sorted() == [
        "ComposerView", "FeedTab", "FinderView", "NoteDetail", "ProfileTab",
      ])
    #expect(
      result.navigation.linkTexts.sorted() == [
        "ComposerView: dismissAction 'Close'", "FeedTab: fullScreenCover ComposerView 'New'",
        "FeedTab: push FinderView 'Find'", "FeedTab: push NoteDetail", "ProfileTab: push NoteDetail",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func stackHostWithBarControlsOfItsOwnIsTheScreen() {
    // `NavigationView { WebPane(address:, onFail: { dismiss() }) }.navigationBarItems(leading:
    // Button("Cancel") { dismiss() })`: the page is a UIKit view made a view, so PolicyPage is the
    // screen the sheet shows, with its Cancel and the page's own dismiss (its loader failing).
    // ArchiveSheet, whose stack holds a list with a link, is the screen too, with its own Close and
    // the list's link (set 47 reader round: a host with controls of its own is the screen).
    // Before, the web page was the screen and had the Cancel, silently.
    let result = Fixtures.extract("Constructs/BarControlsStackHost.swift")
    #expect(
      result.navigation.screens.map { "\($0.id) \($0.stack)" } == [
        "LedgerSettings false", "PolicyPage true", "TermsPage true", "ArchiveSheet true",
        "ArchiveEntries false",
      ])
    #expect(
      result.navigation.linkTexts == [
        "LedgerSettings: sheet PolicyPage 'Policy'", "LedgerSettings: sheet ArchiveSheet 'Archive'",
        "LedgerSettings: sheet TermsPage 'Terms'", "PolicyPage: dismissAction 'Cancel'",
        "PolicyPage: dismissAction", "TermsPage: dismissAction", "ArchiveSheet: dismissAction 'Close'",
        "ArchiveSheet: push ArchiveEntries 'Old entries'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func componentThatTwoTabsHoldAloneInAStackIsEachHostsContent() {
    // `NavigationView { StoryList(stories:) }` in LatestTab and in SavedTab: each tab root is a
    // screen and keeps the tab's id, with the list's sheet as its link. WelcomeHost's
    // `NavigationStack { Welcome() }` still gives way to Welcome. Before, both tabs collapsed into
    // StoryList and StoryList-2, silently.
    let result = Fixtures.extract("Constructs/SharedStackRootComponent.swift")
    #expect(result.navigation.tabs.map(\.id) == ["LatestTab", "SavedTab"])
    #expect(
      result.navigation.screens.map { "\($0.id) \($0.stack)" } == [
        "Welcome true", "LatestTab true", "SavedTab true", "StoryPage false", "FilterSheet false",
      ])
    #expect(
      result.navigation.linkTexts == [
        "Welcome: tab LatestTab 'Enter'", "LatestTab: sheet FilterSheet 'Filters'",
        "LatestTab: sheet StoryPage",
        "SavedTab: sheet StoryPage",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func viewWhoseBodyIsAComponentGivenDataIsTheScreen() throws {
    // ScrollShelf (a tab) is `let scribe = Scribe(...); var body: some View { ShelfPanel(scribe:
    // scribe) }`, ShelfPanel holding `NavigationStack { VStack { NavigationLink("Preferences") ...;
    // if section == 0 { DraftGrid(...) } else { LetterGrid(...) } } }`: ShelfPanel lays out the
    // data its host gives, so the tab's root is ScrollShelf, with the push. InkwellView's body is
    // `InkPane().padding()`, given nothing: a pass-through, so InkPane stays the tab's root. Before,
    // the tab's root was ShelfPanel, silently (set 70 InstaClone's ProfileScreen, 1 screen and 1
    // link missed, 1 false link).
    let result = Fixtures.extract("Constructs/ComponentGivenDataHoldingStack.swift")
    #expect(result.navigation.tabs.map(\.root) == ["InkPane", "ScrollShelf"])
    #expect(result.navigation.screens.map(\.id) == ["InkPane", "NibList", "ScrollShelf", "QuillSettings"])
    #expect(result.navigation.screens.first { $0.id == "ScrollShelf" }?.stack == true)
    #expect(
      result.navigation.linkTexts == [
        "InkPane: push NibList 'Nibs'", "ScrollShelf: push QuillSettings 'Preferences'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")

    // InkPane's stack around its own content alone, with no switch in it: the same. Before, the
    // tab's root was InkwellView with `"stack": false`, so `check` called the push inert (found
    // with held-out set 167).
    let plain = try Fixtures.rewritten(
      "ComponentGivenDataHoldingStack.swift",
      [
        (
          "        if wet {\n          Text(\"Wet\")\n        } else {\n          DraftGrid(pages: 1)\n        }\n",
          "        DraftGrid(pages: 1)\n"
        )
      ])
    #expect(plain.navigation.tabs.map(\.root) == ["InkPane", "ScrollShelf"])
    #expect(plain.navigation.tabs.first?.stack == true)
    #expect(plain.navigation.linkTexts.first == "InkPane: push NibList 'Nibs'")
  }

  @Test func navigationViewOfSeveralViewsHasItsFirstColumnAsTheRoot() throws {
    // `NavigationView { NoteList(); Text("Pick a note") }`: a sidebar and a detail placeholder,
    // columns; on iPhone the first is the stack's root. Before, the two were one screen in place,
    // `NotesApp.root`, with NoteList's links, and NoteList no screen (held-out set 80 Landmarks'
    // DataPlanner).
    let result = Fixtures.extract("Constructs/NavigationViewColumns.swift")
    #expect(result.navigation.entry == "NoteList")
    #expect(result.navigation.screens.map(\.id) == ["NoteList", "NoteDetail"])
    #expect(result.navigation.screens.first?.stack == true)
    #expect(
      result.navigation.linkTexts == [
        "NoteList: push NoteDetail 'First note'", "NoteList: sheet NoteDetail 'New'",
        "NoteDetail: dismissAction 'Close'",
      ])
    #expect(result.diagnosticTexts == [])

    // In a `NavigationStack` the same two views are one screen's content, as before.
    let stack = try Fixtures.rewritten(
      "NavigationViewColumns.swift", [("NavigationView {", "NavigationStack {")])
    #expect(stack.navigation.entry == "NotesApp.root")
  }

  @Test func choiceInAStackHostWithControlsOfItsOwnIsItsContent() {
    // `NavigationStack { VStack { if visibleJars.isEmpty { EmptyShelf(...) } else { JarList(...) } }
    // .toolbar { Button("Add") { ... } } }`: the host has controls of its own, so it is the stack's
    // screen and the choice its content, as for a view the stack shows that holds the choice
    // (`rootInsideStack`). Before, the branches were root screens, the app launched on the first
    // (EmptyShelf) with a warning, and JarList's push was lost (held-out set 83 Returnal).
    let result = Fixtures.extract("Constructs/ContentChoiceInStackHost.swift")
    #expect(result.navigation.entry == "Pantry")
    #expect(result.navigation.screens.map(\.id) == ["Pantry", "JarDetail", "NewJar"])
    #expect(
      result.navigation.linkTexts == [
        "Pantry: sheet NewJar 'Add'", "Pantry: sheet NewJar 'Add your first jar'",
        "Pantry: push JarDetail (Jar)",
        "NewJar: dismissAction 'Done'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func choiceOnTextAFieldEditsIsTheViewsContent() throws {
    // `if query.isEmpty { TopicGrid(...) } else { HitList(...) }` beside `SearchField(text:
    // $query)`, whose `TextField` edits the binding: input, so the choice is Atlas's content, both
    // branches' pushes on Atlas. Before, the branches were root screens, the app launched on
    // TopicGrid with a warning that the reader cannot tell the value at launch (held-out set 85
    // compose-pokedexer).
    let expected = ["Atlas: push Harbor (Stop) 'Harbor'", "Atlas: push Lighthouse (Stop) 'Lighthouse'"]
    let result = Fixtures.extract("Constructs/InputChoiceInStackRoot.swift")
    #expect(result.navigation.entry == "Atlas")
    #expect(result.navigation.screens.map(\.id) == ["Atlas", "Harbor", "Lighthouse"])
    #expect(result.navigation.linkTexts == expected)
    #expect(result.diagnosticTexts == [])
    // The text field written in place, or `.searchable(text:)`.
    for field in ["TextField(\"Search\", text: $query)", "EmptyView().searchable(text: $query)"] {
      let inPlace = try Fixtures.rewritten(
        "InputChoiceInStackRoot.swift", [("SearchField(text: $query)", field)])
      #expect(inPlace.navigation.entry == "Atlas", "\(field)")
      #expect(inPlace.navigation.linkTexts == expected, "\(field)")
    }
  }

  @Test func componentHoldingAStackInsideTheRootsStackIsTheRootsContent() {
    // KilnShelf (a tab) is `NavigationStack { VStack { Text(...); KilnGrid(stock: stock) } }`, and
    // KilnGrid's body `NavigationView { if stock.loading { ProgressView(...) } else { List { ...
    // NavigationLink(pot) { KilnPot(...) } } } }`: the nested stack adds no screen, so the tab's
    // root is KilnShelf, with the grid's push. Before, the grid was the tab's root and KilnShelf no
    // screen, silently (held-out set 218 swiftui-shoesapp).
    let result = Fixtures.extract("Constructs/StackComponentInsideStack.swift")
    #expect(result.navigation.tabs.map(\.root) == ["KilnShelf", "KilnStudio"])
    #expect(result.navigation.screens.map(\.id) == ["KilnShelf", "KilnPot", "KilnStudio"])
    #expect(result.navigation.screens.first { $0.id == "KilnShelf" }?.stack == true)
    #expect(result.navigation.linkTexts == ["KilnShelf: push KilnPot"])
    #expect(result.diagnosticTexts == [])
  }
}
