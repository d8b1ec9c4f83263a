import SwiftUI

@main
struct TideApp: App {
  var body: some Scene {
    WindowGroup { TideHome() }
  }
}

struct TideHome: View {
  @State private var finding = false
  @State private var openShell = false
  @State private var shell = ""

  var body: some View {
    NavigationStack {
      VStack {
        Button("Find") { finding = true }
      }
      .sheet(isPresented: $finding) {
        TideFinder { name in
          open(name)
        }
      }
      .navigationDestination(isPresented: $openShell) {
        TideShell(name: shell)
      }
    }
  }

  private func open(_ name: String) {
    shell = name
    openShell = true
    finding = false
  }
}

struct TideFinder: View {
  let onPick: (String) -> Void

  var body: some View {
    List {
      Button("Conch") { onPick("conch") }
    }
  }
}

struct TideShell: View {
  let name: String

  var body: some View {
    Text(name)
  }
}
