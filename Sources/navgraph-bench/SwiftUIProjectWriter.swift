/// Writes a SwiftUI project for the reader's speed goals (issue 13: extract a 500-file, 1.5 MB app
/// in under 1 s and a 650-file, 3.6 MB app in under 2 s), deterministic by seed:
/// - `Routing/Route.swift`: an enum with one case per screen; `Routing/Router.swift`: an
///   `ObservableObject` holding a `NavigationPath` and the selected tab, whose methods push, pop and
///   pop to the root;
/// - `App/GeneratedApp.swift`: the `@main` App, a five-tab `TabView` whose tabs are the first five
///   screens, each in a `NavigationStack` with a `navigationDestination(for: Route.self)` switch over
///   every route;
/// - per screen `k`, `Feature<k / 25>/Screen<k>.swift`: the screen (a list of rows, a push to the next
///   screen through the router, a `NavigationLink(value:)` to a random screen, a sheet, a pop), the
///   sheet (a `dismiss()` button), a row component with layout, and a model with helper functions
///   added until the screens' files share the bytes the shared files leave of `totalBytes` (what
///   real feature files carry besides navigation).
///
/// Linear in the output; the files are built in memory.
enum SwiftUIProjectWriter {
  /// The three files every project has besides its screens.
  static let sharedFiles = 3

  /// The project's `files` files (at least 8: the shared ones and five screens, the tabs' roots),
  /// `(relative path, text)`, sorted by path, of about `totalBytes` bytes in all (more when the
  /// screens' navigation alone takes more).
  static func files(files: Int, totalBytes: Int, seed: UInt64) -> [(path: String, text: String)] {
    let screens = files - sharedFiles
    precondition(screens >= 5, "the project needs at least five screens (its tabs)")
    var random = SeededRandom(seed: seed)
    var project: [(path: String, text: String)] = []
    let cases = (0..<screens).map { "    case screen\($0)\n" }.joined()
    project.append(("Routing/Route.swift", "import SwiftUI\n\nenum Route: Hashable {\n\(cases)}\n"))
    project.append(
      (
        "Routing/Router.swift",
        """
        import SwiftUI

        enum AppTab: Hashable {
            case tab0, tab1, tab2, tab3, tab4
        }

        final class Router: ObservableObject {
            @Published var path = NavigationPath()
            @Published var tab: AppTab = .tab0

            func show(_ route: Route) {
                path.append(route)
            }

            func back() {
                path.removeLast()
            }

            func backToRoot() {
                path = NavigationPath()
            }
        }

        """
      ))
    let destinations = (0..<screens).map { "                    case .screen\($0): Screen\($0)()\n" }.joined()
    let tabs = (0..<5).map { i in
      """
                  NavigationStack(path: $router.path) {
                      Screen\(i)()
                          .navigationDestination(for: Route.self) { route in
                              switch route {
      \(destinations)                        }
                          }
                  }
                  .tabItem { Label("Tab \(i)", systemImage: "circle") }
                  .tag(AppTab.tab\(i))

      """
    }.joined()
    project.append(
      (
        "App/GeneratedApp.swift",
        """
        import SwiftUI

        @main
        struct GeneratedApp: App {
            @StateObject private var router = Router()

            var body: some Scene {
                WindowGroup {
                    TabView(selection: $router.tab) {
        \(tabs)            }
                    .environmentObject(router)
                }
            }
        }

        """
      ))
    let bytesPerFile = max(0, totalBytes - project.reduce(0) { $0 + $1.text.utf8.count }) / screens
    for k in 0..<screens {
      let next = (k + 1) % screens
      let other = random.below(screens)
      var text = """
        import SwiftUI

        struct Screen\(k): View {
            @EnvironmentObject var router: Router
            @State private var showingSheet\(k) = false
            private let items = Model\(k).sample

            var body: some View {
                List {
                    ForEach(items, id: \\.id) { item in
                        Row\(k)(item: item)
                    }
                    Button("Next") { router.show(.screen\(next)) }
                    NavigationLink("Related", value: Route.screen\(other))
                    Button("Details") { showingSheet\(k) = true }
                    Button("Back") { router.back() }
                }
                .navigationTitle("Screen \(k)")
                .sheet(isPresented: $showingSheet\(k)) {
                    Sheet\(k)()
                }
            }
        }

        struct Sheet\(k): View {
            @Environment(\\.dismiss) private var dismiss

            var body: some View {
                VStack(spacing: 12) {
                    Text("Details of screen \(k)")
                        .font(.headline)
                    Button("Close") { dismiss() }
                }
                .padding()
            }
        }

        struct Row\(k): View {
            let item: Model\(k)

            var body: some View {
                HStack(alignment: .firstTextBaseline, spacing: 8) {
                    Image(systemName: "doc.text")
                        .foregroundStyle(.secondary)
                    VStack(alignment: .leading, spacing: 2) {
                        Text(item.title)
                            .font(.body)
                        Text(item.subtitle)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                    Text(item.formattedCount)
                        .monospacedDigit()
                }
                .padding(.vertical, 4)
            }
        }

        struct Model\(k): Identifiable, Hashable {
            let id: Int
            var title: String
            var subtitle: String
            var count: Int

            var formattedCount: String { count > 999 ? "\\(count / 1000)k" : "\\(count)" }

            static let sample = (0..<20).map { Model\(k)(id: $0, title: "Item \\($0)", subtitle: "Screen \(k)", count: $0 * 37) }
        }

        extension Model\(k) {

        """
      var helper = 0
      while text.utf8.count + 120 < bytesPerFile {
        let factor = random.between(2, 97)
        text += """
              func score\(helper)(weight: Double) -> Double {
                  let base = Double(count * \(factor)) / Double(max(id, 1))
                  if base > weight {
                      return (base - weight).squareRoot()
                  }
                  return weight * 0.5 + Double(title.count)
              }

          """
        helper += 1
      }
      text += "}\n"
      project.append(("Feature\(k / 25)/Screen\(k).swift", text))
    }
    return project.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
  }
}
