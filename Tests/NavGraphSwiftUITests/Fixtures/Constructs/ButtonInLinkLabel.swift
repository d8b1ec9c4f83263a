import SwiftUI

@main
struct PotteryApp: App {
  var body: some Scene {
    WindowGroup { PotteryStart() }
  }
}

struct PotteryStart: View {
  @State private var trimmed = false

  var body: some View {
    NavigationStack {
      VStack {
        NavigationLink {
          TrimView()
        } label: {
          Button {
            trimmed = true
          } label: {
            Text("Trim")
          }
        }
        List {
          NavigationLink {
            GlazeView()
          } label: {
            Button("Glaze") { trimmed = false }
          }
        }
      }
    }
  }
}

struct TrimView: View {
  var body: some View { Text("Trim") }
}

struct GlazeView: View {
  var body: some View { Text("Glaze") }
}
