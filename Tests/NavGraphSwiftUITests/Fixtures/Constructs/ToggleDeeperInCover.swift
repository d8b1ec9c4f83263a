import SwiftUI

// A full-screen cover holds a stack of its own; two pushes in, a screen given the presenter's
// flag toggles it: the cover is open there, so the toggle closes it.
@main
struct FellApp: App {
  var body: some Scene { WindowGroup { FellHome() } }
}

struct FellHome: View {
  @State private var showsTrip = false

  var body: some View {
    Button("Plan trip") { showsTrip.toggle() }
      .fullScreenCover(isPresented: $showsTrip) { FellTrip(showsTrip: $showsTrip) }
  }
}

struct FellTrip: View {
  @Binding var showsTrip: Bool

  var body: some View {
    NavigationStack {
      NavigationLink("Next") { FellPay(showsTrip: $showsTrip) }
    }
  }
}

struct FellPay: View {
  @Binding var showsTrip: Bool
  var body: some View { NavigationLink("Pay") { FellDone(showsTrip: $showsTrip) } }
}

struct FellDone: View {
  @Binding var showsTrip: Bool
  var body: some View { Button("Ok") { showsTrip.toggle() } }
}
