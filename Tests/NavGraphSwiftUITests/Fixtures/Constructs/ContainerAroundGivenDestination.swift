import SwiftUI

// A hidden-link component whose destination is the view its creator gives, wrapped in a stack:
// `VStack { content }` shows that view, so each creation pushes its own.
@main
struct MineApp: App {
  var body: some Scene {
    WindowGroup { ShaftList() }
  }
}

struct Descent<Content: View>: View {
  @Binding var active: Bool
  var content: Content

  init(active: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self._active = active
    self.content = content()
  }

  var body: some View {
    NavigationLink(
      destination: VStack { content.navigationBarBackButtonHidden(true) }, isActive: $active
    ) { EmptyView() }
  }
}

struct ShaftList: View {
  @State private var toUpper = false
  @State private var toLower = false

  var body: some View {
    NavigationView {
      VStack {
        Button("Upper gallery") { toUpper = true }
        Button("Lower gallery") { toLower = true }
        Descent(active: $toUpper) { UpperGallery() }
        Descent(active: $toLower) { LowerGallery() }
      }
    }
  }
}

struct UpperGallery: View {
  var body: some View { Text("Upper") }
}

struct LowerGallery: View {
  var body: some View { Text("Lower") }
}
