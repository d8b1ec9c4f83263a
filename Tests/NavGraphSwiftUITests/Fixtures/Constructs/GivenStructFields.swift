// Components pushing a field of a struct their creators give: a row calling the guide's method
// with `entry.page`, and a link whose value is `entry.page`, each created with an entry made in place.
import SwiftUI

@main
struct OrchardApp: App {
  @StateObject private var guide = OrchardGuide()

  var body: some Scene {
    WindowGroup {
      NavigationStack(path: $guide.path) {
        OrchardHome()
          .navigationDestination(for: OrchardPage.self) { page in
            switch page {
            case .apples: ApplesView()
            case .pears: PearsView()
            case .plums: PlumsView()
            }
          }
      }
      .environmentObject(guide)
    }
  }
}

enum OrchardPage: Hashable {
  case apples, pears, plums
}

final class OrchardGuide: ObservableObject {
  @Published var path = NavigationPath()

  func open(page: OrchardPage) {
    path.append(page)
  }
}

struct OrchardEntry {
  let page: OrchardPage
  let title: String
}

struct OrchardHome: View {
  var body: some View {
    List {
      EntryRow(entry: .init(page: .apples, title: "Apples"))
      EntryRow(entry: OrchardEntry(page: .pears, title: "Pears"))
    }
  }
}

struct EntryRow: View {
  @EnvironmentObject private var guide: OrchardGuide
  let entry: OrchardEntry

  var body: some View {
    Button(entry.title) {
      guide.open(page: entry.page)
    }
  }
}

struct EntryLink: View {
  let entry: OrchardEntry

  var body: some View {
    NavigationLink(value: entry.page) {
      Text(entry.title)
    }
  }
}

struct ApplesView: View {
  var body: some View {
    EntryLink(entry: OrchardEntry(page: .plums, title: "Plums"))
  }
}

struct PearsView: View {
  var body: some View { Text("Pears") }
}

struct PlumsView: View {
  var body: some View { Text("Plums") }
}
