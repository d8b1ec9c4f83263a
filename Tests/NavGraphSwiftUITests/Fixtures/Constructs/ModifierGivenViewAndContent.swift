// The app's own modifiers around SwiftUI's presentations: one given the destination as a view
// (`func navigate<V: View>(to view: V, when: Binding<Bool>)` presenting `{ view }`), one given
// the content closure it passes on (`fullScreenCover(isPresented: shown, content: content)`).
// Expected: Trips: push NewTrip 'New trip', fullScreenCover TripMap 'Map'; TripMap: dismissAction 'Close'.
import SwiftUI

extension View {
  func navigate<V: View>(to view: V, when binding: Binding<Bool>) -> some View {
    navigationDestination(isPresented: binding) { view }
  }

  func modal<V: View>(_ shown: Binding<Bool>, @ViewBuilder content: @escaping () -> V) -> some View {
    fullScreenCover(isPresented: shown, content: content)
  }
}

@main
struct TripsApp: App {
  var body: some Scene { WindowGroup { NavigationStack { Trips() } } }
}

struct Trips: View {
  @State private var adding = false
  @State private var mapping = false
  var body: some View {
    List {
      Button("New trip") { adding = true }
      Button("Map") { mapping = true }
    }
    .navigate(to: NewTrip(), when: $adding)
    .modal($mapping) { TripMap() }
  }
}

struct NewTrip: View {
  var body: some View { Text("New") }
}

struct TripMap: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Close") { dismiss() } }
}
