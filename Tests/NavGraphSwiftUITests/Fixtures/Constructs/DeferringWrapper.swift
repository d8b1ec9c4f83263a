// A generic view that only defers building the view it is given (an `@autoclosure` stored and
// called in its body) around each destination.
// Expected: entry Quay (stack); Quay: push Pier 'To the pier'; Pier: push Buoy 'To the buoy'.
//           Later is no screen.
import SwiftUI

struct Later<Content: View>: View {
  let make: () -> Content
  init(_ make: @autoclosure @escaping () -> Content) { self.make = make }
  var body: Content { make() }
}

@main
struct QuayApp: App {
  var body: some Scene { WindowGroup { Quay() } }
}

struct Quay: View {
  @State private var going = false
  var body: some View {
    NavigationView {
      NavigationLink("To the pier", isActive: $going) { Later(Pier(depth: 3)) }
    }
  }
}

struct Pier: View {
  let depth: Int
  var body: some View {
    NavigationLink("To the buoy") { Later(Buoy()) }
  }
}

struct Buoy: View {
  var body: some View { Text("Buoy") }
}
