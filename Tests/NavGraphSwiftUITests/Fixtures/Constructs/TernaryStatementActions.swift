import SwiftUI

@main
struct KilnApp: App {
  var body: some Scene {
    WindowGroup { KilnHome() }
  }
}

struct KilnHome: View {
  @State private var path: [String] = []
  @State private var express = false
  @State private var firing = false
  @State private var fired = false

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Button("Glaze") { express ? path.append("quick") : path.append("slow") }
        Button("Fire") { firing = true }
      }
      .sheet(isPresented: $firing, onDismiss: { fired == true ? path.append("log") : () }) {
        FiringSheet()
      }
      .navigationDestination(for: String.self) { name in
        switch name {
        case "quick": QuickGlaze()
        case "slow": SlowGlaze()
        case "log": FiringLog()
        default: EmptyView()
        }
      }
    }
  }
}

struct FiringSheet: View {
  var body: some View { Text("Firing") }
}

struct QuickGlaze: View {
  var body: some View { Text("Quick") }
}

struct SlowGlaze: View {
  var body: some View { Text("Slow") }
}

struct FiringLog: View {
  var body: some View { Text("Log") }
}
