// A stack's root view lays a title and a search field beside a choice on the search text, between
// two components given closures that push: the choice is the screen's content, not a root switch.
// Expected: entry Atlas (stack); Atlas: push Harbor 'Harbor' (TopicGrid's closure), push Lighthouse
//           'Lighthouse' (HitList's closure). TopicGrid and HitList are components.
import SwiftUI

enum Stop: Hashable { case harbor, lighthouse }

final class Ferry: ObservableObject {
  @Published var path = NavigationPath()
  func go(_ stop: Stop) { path.append(stop) }
}

@main
struct AtlasApp: App {
  @StateObject var ferry = Ferry()
  var body: some Scene { WindowGroup { AtlasRoot().environmentObject(ferry) } }
}

struct AtlasRoot: View {
  @EnvironmentObject var ferry: Ferry
  var body: some View {
    NavigationStack(path: $ferry.path) {
      Atlas()
        .navigationDestination(for: Stop.self) { stop in
          switch stop {
          case .harbor: Harbor()
          case .lighthouse: Lighthouse()
          }
        }
    }
  }
}

struct Atlas: View {
  @EnvironmentObject var ferry: Ferry
  @State private var query = ""
  var body: some View {
    VStack {
      Text("Where to?")
      SearchField(text: $query)
      if query.isEmpty {
        TopicGrid(onPick: { ferry.go(.harbor) })
      } else {
        HitList(onHit: { ferry.go(.lighthouse) })
      }
      Spacer()
    }
  }
}

struct SearchField: View {
  @Binding var text: String
  var body: some View { TextField("Search", text: $text) }
}

struct TopicGrid: View {
  var onPick: () -> Void
  var body: some View { Button("Harbor") { onPick() } }
}

struct HitList: View {
  var onHit: () -> Void
  var body: some View { Button("Lighthouse") { onHit() } }
}

struct Harbor: View {
  var body: some View { Text("Harbor") }
}

struct Lighthouse: View {
  var body: some View { Text("Lighthouse") }
}
