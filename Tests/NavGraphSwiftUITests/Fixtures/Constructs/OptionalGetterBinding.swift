// A push and a sheet shown through `Binding(get:set:)`: the push while a model's optional holds a
// post (`model.selected != nil`), the sheet on a model's flag.
// Expected: Feed: push PostScreen 'First', sheet ComposeScreen 'Write'.
import SwiftUI

@main
struct BApp: App {
  var body: some Scene { WindowGroup { NavigationStack { Feed() } } }
}

struct Post: Identifiable { let id: Int }

@Observable final class FeedModel {
  var selected: Post?
  var composing = false
  func open(_ post: Post) { selected = post }
}

struct Feed: View {
  @State private var model = FeedModel()
  var body: some View {
    List {
      Button("First") { model.open(Post(id: 1)) }
      Button("Write") { model.composing = true }
    }
    .navigationDestination(
      isPresented: Binding(
        get: { model.selected != nil },
        set: { if !$0 { model.selected = nil } }
      )
    ) {
      PostScreen()
    }
    .sheet(isPresented: Binding(get: { model.composing }, set: { model.composing = $0 })) {
      ComposeScreen()
    }
  }
}
struct PostScreen: View {
  var body: some View { Text("Post") }
}
struct ComposeScreen: View {
  var body: some View { Text("Compose") }
}
