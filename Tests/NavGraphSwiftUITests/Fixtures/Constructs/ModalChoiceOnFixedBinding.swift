import SwiftUI

// A card whose sheet shows one of two views by a binding each screen fixes: the browse tab binds
// it to `@State var mode = 1` and the bookings tab to `= 0`, neither ever changing it. Each tab's
// card opens its own view. A third tab binds the same card to a mode its picker changes: there the
// sheet may show either.
@main
struct LarchApp: App {
  var body: some Scene {
    WindowGroup {
      TabView {
        LarchBrowse().tabItem { Label("Browse", systemImage: "leaf") }
        LarchBookings().tabItem { Label("Bookings", systemImage: "calendar") }
        LarchAny().tabItem { Label("Any", systemImage: "questionmark") }
      }
    }
  }
}

struct LarchCard: View {
  @Binding var mode: Int
  @State private var open = false

  var body: some View {
    Button("Card") { open = true }
      .sheet(isPresented: $open) {
        if mode == 1 { LarchPreview() } else { LarchBooking() }
      }
  }
}

struct LarchBrowse: View {
  @State private var mode = 1
  var body: some View { LarchCard(mode: $mode) }
}

struct LarchBookings: View {
  @State private var mode = 0
  var body: some View { LarchCard(mode: $mode) }
}

struct LarchAny: View {
  @State private var mode = 0

  var body: some View {
    VStack {
      Picker("Mode", selection: $mode) {
        Text("Preview").tag(1)
        Text("Booking").tag(0)
      }
      LarchCard(mode: $mode)
    }
  }
}

struct LarchPreview: View {
  var body: some View { Text("Preview").font(.title) }
}

struct LarchBooking: View {
  var body: some View { Text("Booking").font(.title) }
}
