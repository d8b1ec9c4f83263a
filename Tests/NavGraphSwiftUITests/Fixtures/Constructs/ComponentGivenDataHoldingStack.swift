import SwiftUI

@main
struct QuillApp: App {
  var body: some Scene {
    WindowGroup { QuillTabs() }
  }
}

struct QuillTabs: View {
  var body: some View {
    TabView {
      InkwellView()
        .tabItem { Label("Ink", systemImage: "pencil") }
      ScrollShelf()
        .tabItem { Label("Shelf", systemImage: "books.vertical") }
    }
  }
}

struct InkwellView: View {
  var body: some View {
    InkPane()
      .padding()
  }
}

struct InkPane: View {
  @State private var wet = false

  var body: some View {
    NavigationStack {
      VStack {
        NavigationLink("Nibs") { NibList() }
        if wet {
          Text("Wet")
        } else {
          DraftGrid(pages: 1)
        }
      }
    }
  }
}

struct NibList: View {
  var body: some View { Text("Nibs") }
}

struct Scribe {
  var pen: String
  var pages: Int
}

struct ScrollShelf: View {
  let scribe = Scribe(pen: "goose", pages: 12)

  var body: some View {
    ShelfPanel(scribe: scribe)
  }
}

struct ShelfPanel: View {
  @State private var section = 0
  let scribe: Scribe

  var body: some View {
    NavigationStack {
      VStack {
        Text(scribe.pen)
        NavigationLink("Preferences") { QuillSettings() }
        Button("Drafts") { section = 0 }
        Button("Letters") { section = 1 }
        if section == 0 {
          DraftGrid(pages: scribe.pages)
        } else {
          LetterGrid(pages: scribe.pages)
        }
      }
    }
  }
}

struct DraftGrid: View {
  let pages: Int
  var body: some View { Text("\(pages) drafts") }
}

struct LetterGrid: View {
  let pages: Int
  var body: some View { Text("\(pages) letters") }
}

struct QuillSettings: View {
  var body: some View { Text("Settings") }
}
