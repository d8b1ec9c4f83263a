import Foundation
import NavGraph
import NavGraphSwiftUI
import NavGraphTestSupport
import Testing

/// The reader's navigation made into NavGraph's model through the public `AppBuilder`, with a
/// source map over the Swift files read (`ExtractionResult.app()`).
@Suite("ExtractionResult.app")
struct ExtractionResultAppTests {
  /// `File.swift:12:5` of an anchor, through the app's source map.
  private func place(_ anchor: SourceAnchor?, _ sources: SourceMap) -> String {
    guard let anchor, let location = sources.location(of: anchor, path: nil) else { return "-" }
    return "\(location.file):\(location.line):\(location.column)"
  }

  @Test func everyScreenTabAndLinkIsInTheModelAtItsSwiftLine() throws {
    let result = Fixtures.extract("Constructs/RootSwitch.swift")
    let load = result.app()
    let app = try #require(load.app)
    #expect(!load.hasErrors && load.diagnostics.isEmpty)
    #expect(app.screens.map(\.id) == result.navigation.screens.map(\.id))
    #expect(app.entry.map { app.screens[$0].id } == result.navigation.entry)
    #expect(app.tabs.map(\.id) == result.navigation.tabs.map(\.id))
    #expect(
      app.tabs.map { place($0.anchor, load.sources) } == result.navigation.tabs.map(\.location.description))
    #expect(
      app.screens.map { place($0.anchor, load.sources) }
        == result.navigation.screens.map(\.location.description))
    let links = result.navigation.screens.flatMap(\.links)
    #expect(app.links.map(\.kind.rawValue) == links.map(\.move.kind.rawValue))
    #expect(app.links.map(\.label) == links.map(\.label))
    #expect(app.links.map { place($0.anchor, load.sources) } == links.map(\.location.description))
  }

  @Test func filesOfTheSourceMapAreTheFilesReadInPathOrder() throws {
    let result = SwiftUIExtractor.extract(files: [
      SwiftSourceFile(
        path: "Feature/Profile.swift",
        text:
          "import SwiftUI\nstruct Profile: View {\n  var body: some View {\n    Button(\"Edit\") { }\n  }\n}\n"
      ),
      SwiftSourceFile(
        path: "App.swift",
        text: """
          import SwiftUI
          @main struct A: App {
            var body: some Scene { WindowGroup { NavigationStack { Home() } } }
          }
          struct Home: View {
            var body: some View { NavigationLink("Profile 🧭", destination: Profile()) }
          }

          """),
    ])
    let load = result.app()
    let app = try #require(load.app)
    #expect(load.sources.files.map(\.name) == ["App.swift", "Feature/Profile.swift"])
    #expect(
      app.screens.map { "\($0.id) \(place($0.anchor, load.sources))" } == [
        "Home App.swift:5:1", "Profile Feature/Profile.swift:2:1",
      ])
    #expect(app.links.map { place($0.anchor, load.sources) } == ["App.swift:6:25"])
  }

  @Test func readerDiagnosticsAreLocatedAndSortedWithTheBuildersOwn() throws {
    let result = Fixtures.extract(code: "import SwiftUI\nstruct Broken: View {\n  var body: some View {\n")
    let load = result.app()
    #expect(load.hasErrors)
    let syntax = try #require(load.diagnostics.first { $0.code == .swiftSyntax })
    #expect(syntax.severity == .error)
    let reader = try #require(result.diagnostics.first { $0.code == .swiftSyntax })
    #expect(syntax.message == reader.message)
    #expect(
      syntax.location.map { "\($0.file):\($0.line):\($0.column)" } == reader.location?.description)
    #expect(load.diagnostics.count == result.diagnostics.count)
  }

  /// Value pushes, registrations and `dismissAction` are in the model (format 1.1); a link's
  /// further moves (`then`) are not: the link keeps its first move, with a located warning.
  @Test func format11ConstructsReachTheModelWithTheirCompoundActions() throws {
    let result = Fixtures.extract("Constructs/CompoundActions.swift")
    let load = result.app()
    let app = try #require(load.app)
    let links = result.navigation.screens.flatMap(\.links)
    #expect(app.links.count == links.count)
    #expect(app.links.map(\.kind.rawValue) == links.map(\.move.kind.rawValue))
    #expect(links.contains { $0.move.kind == .dismissAction })
    #expect(app.links.indices.map { app.valueType(of: LinkID($0)) } == links.map(\.move.value))
    #expect(links.contains { $0.move.value != nil })
    let registering = result.navigation.screens.filter { !$0.destinations.isEmpty }
    #expect(!registering.isEmpty)
    for screen in registering {
      let model = try #require(app.screens.first { $0.id == screen.id })
      let types = app.valueTypes.indices.filter { model.destinations & (1 << UInt64($0)) != 0 }.map {
        app.valueTypes[$0]
      }
      #expect(types == screen.destinations)
    }
    // Every link's further moves are its compound action's parts, located at the link.
    #expect(links.contains { !$0.then.isEmpty })
    #expect(load.diagnostics.isEmpty, "\(load.diagnostics.map(\.message))")
    func id(_ destination: LinkDestination?) -> String? {
      switch destination {
      case .screen(let s)?: app.screens[s].id
      case .tab(let t)?: app.tabs[t].id
      case nil: nil
      }
    }
    for (l, link) in links.enumerated() {
      let parts = app.linkParts[LinkID(l)]
      #expect((parts?.moves.count ?? 0) == link.then.count)
      guard let parts else { continue }
      #expect(parts.moves.map(\.kind) == link.then.map(\.kind))
      #expect(parts.moves.map { id($0.destination) } == link.then.map(\.to))
      #expect(
        parts.moves.indices.map { parts.moveValues[$0].map { app.valueTypes[$0] } } == link.then.map(\.value))
      for p in parts.moves.indices {
        #expect(app.location(ofLink: LinkID(l), part: p)?.description == link.location.description)
      }
    }
  }

  /// A component's compound action belongs to every screen that shows it, each with its parts.
  @Test func aComponentsCompoundActionIsOnEveryScreenThatShowsIt() throws {
    let result = Fixtures.extract(
      code: """
        import SwiftUI
        struct Home: View {
          var body: some View {
            NavigationStack {
              List { Row(); NavigationLink("Other", destination: Other()) }
            }
          }
        }
        struct Other: View { var body: some View { Row() } }
        struct Row: View {
          @Environment(\\.dismiss) private var dismiss
          var body: some View { Button("Close") { dismiss(); dismiss() } }
        }

        """)
    let compound = result.navigation.screens.flatMap(\.links).filter { !$0.then.isEmpty }
    #expect(compound.count == 2 && Set(compound.map(\.location)).count == 1)
    let load = result.app()
    #expect(load.diagnostics.map(\.code) == [.noAppRoot])
    let app = try #require(load.app)
    #expect(app.linkParts.count == 2)
    #expect(app.linkParts.values.allSatisfy { $0.moves.map(\.kind) == [.dismissAction] })
  }

  /// Deep links are in the model (format 1.1): each one the reader found, with its moves, at its
  /// Swift location; the JSON `extract` writes loads with no diagnostic and gives the same deep links.
  @Test func deepLinksAreInTheModel() throws {
    let result = Fixtures.extract("Constructs/DeepLinks.swift")
    let load = result.app()
    #expect(!load.diagnostics.contains { $0.code == .unmodelledConstruct })
    let app = try #require(load.app)
    #expect(app.deepLinks.map(\.id) == result.navigation.deepLinks.map(\.id))
    #expect(app.deepLinks.map { $0.moves.count } == result.navigation.deepLinks.map(\.moves.count))
    #expect(app.deepLinks.map { $0.to.map { app.screens[$0].id } } == result.navigation.deepLinks.map(\.to))
    #expect(
      app.deepLinks.map { place($0.anchor, load.sources) }
        == result.navigation.deepLinks.map(\.location.description))
    let json = AppDescriptionWriter.json(result.navigation)
    let written = AppLoader.load(bytes: Array(json.utf8), fileName: "deep-links.json")
    #expect(written.diagnostics.isEmpty, "\(written.diagnostics.map(\.message))")
    #expect(written.app?.deepLinks.map(\.id) == app.deepLinks.map(\.id))
  }

  /// What `extract` writes loads: on every fixture, the JSON has no load error, as `navgraph check
  /// app.json` would read it.
  @Test func everyFixturesDescriptionLoads() throws {
    let directory = Fixtures.path("Constructs")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter {
      $0.hasSuffix(".swift")
    }
    .sorted()
    #expect(names.count > 100)
    for name in names {
      let json = AppDescriptionWriter.json(Fixtures.extract("Constructs/" + name).navigation)
      let load = AppLoader.load(bytes: Array(json.utf8), fileName: name + ".json")
      #expect(!load.hasErrors, "\(name): \(load.diagnostics.map(\.message))")
    }
  }

  /// A deep link whose condition holds a predicate closure (`if let harbour =
  /// Harbour.all.first(where: { $0.name == host })`) is named `openURL` and labelled with the
  /// condition as written. Before, the pre-pass's placeholder in the closure (`{ Text("") }`) gave
  /// the deep link the id `""`, which `navgraph check` rejects, and the label quoted the placeholder
  /// (held-out set 118 NavigationStackDemo).
  @Test func deepLinkConditionIsQuotedAsWritten() throws {
    let result = Fixtures.extract("Constructs/DeepLinkPredicateCondition.swift")
    #expect(result.navigation.deepLinks.map(\.id) == ["openURL"])
    #expect(
      result.navigation.deepLinks.map(\.label) == [
        "let harbour = Harbour.all.first(where: { $0.name == host })"
      ])
    #expect(result.navigation.deepLinks.map(\.to) == ["BerthsView"])
  }
}
