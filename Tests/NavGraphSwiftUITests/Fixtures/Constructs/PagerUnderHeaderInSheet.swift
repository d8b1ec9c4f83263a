import SwiftUI

// A pager under a header of its own screen, inside that screen's stack, in a sheet of an app with
// no tab bar: the screen's segmented content, its pages components whose links are the sheet's,
// not a tab bar the sheet shows.

@main
struct ApiaryApp: App {
  var body: some Scene {
    WindowGroup { ApiaryHome() }
  }
}

struct ApiaryHome: View {
  @State private var managing = false

  var body: some View {
    NavigationStack {
      Button("Hives") { managing = true }
        .sheet(isPresented: $managing) { HiveManager() }
    }
  }
}

struct HiveManager: View {
  @Environment(\.dismiss) private var dismiss
  @State private var page = 0

  var body: some View {
    NavigationStack {
      VStack {
        HStack {
          Button("Frames") { page = 0 }
          Button("Queens") { page = 1 }
        }
        TabView(selection: $page) {
          FramesPage().tag(0)
          QueensPage().tag(1)
        }
        .tabViewStyle(.page(indexDisplayMode: .never))
      }
      .toolbar { Button("Done") { dismiss() } }
    }
  }
}

struct FramesPage: View {
  @State private var adding = false

  var body: some View {
    Button("Add frame") { adding = true }
      .sheet(isPresented: $adding) { AddFrame() }
  }
}

struct QueensPage: View {
  var body: some View {
    NavigationLink("Lineage") { QueenLineage() }
  }
}

struct AddFrame: View {
  var body: some View { Text("Frame") }
}

struct QueenLineage: View {
  var body: some View { Text("Lineage") }
}
