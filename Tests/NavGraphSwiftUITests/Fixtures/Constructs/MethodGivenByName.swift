import SwiftUI

@main
struct GateApp: App {
  var body: some Scene { WindowGroup { GateScanner() } }
}

/// A scanner whose handler is one of the view's methods, given by name to a modifier of a view the
/// files do not declare (`.onScan(found: handleCode(_:))`): each code opens a sheet.
struct GateScanner: View {
  @State private var admitted = false
  @State private var refused = false

  var body: some View {
    NavigationStack {
      ZStack {
        BadgeCamera()
          .onScan(found: handleCode(_:))
        Text("Hold the badge still")
      }
    }
    .sheet(isPresented: $admitted) { AdmittedView() }
    .sheet(isPresented: $refused) { RefusedView() }
  }

  func handleCode(_ code: String) {
    if code.hasPrefix("VIP") { admitted.toggle() } else { refused.toggle() }
  }
}

struct AdmittedView: View {
  var body: some View { Text("Welcome") }
}

struct RefusedView: View {
  var body: some View { Text("Not on the list") }
}
