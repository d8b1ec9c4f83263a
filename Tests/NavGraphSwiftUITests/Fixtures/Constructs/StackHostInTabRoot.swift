import SwiftUI

// A tab whose root view shows the view holding its `NavigationStack` beside a compose button, whose
// sheet is the tab root's.
@main
struct FeedApp: App {
  var body: some Scene { WindowGroup { FeedTabs() } }
}
struct FeedTabs: View {
  var body: some View {
    TabView {
      FeedTab().tabItem { Label("Feed", systemImage: "list.bullet") }
      ProfileView().tabItem { Label("Profile", systemImage: "person") }
    }
  }
}
struct FeedTab: View {
  @State private var composing = false
  var body: some View {
    ZStack(alignment: .bottomTrailing) {
      FeedStack()
      Button("Compose") { composing = true }
    }
    .sheet(isPresented: $composing) { ComposeView() }
  }
}
struct FeedStack: View {
  var body: some View { NavigationStack { FeedView() } }
}
struct FeedView: View { var body: some View { NavigationLink("Post") { PostView() } } }
struct PostView: View { var body: some View { Text("Post") } }
struct ProfileView: View { var body: some View { Text("Me") } }
struct ComposeView: View { var body: some View { Text("Compose") } }
