import SwiftUI

// `NoteList(notes:)` is the root of FeedTab's stack, the one view it holds, and content in
// ProfileTab's page beside an avatar: a component both lay out, so FeedTab is the tab's screen,
// with its toolbar link and its cover.
@main
struct NotesApp: App {
  var body: some Scene {
    WindowGroup {
      TabView {
        FeedTab().tabItem { Label("Feed", systemImage: "list.bullet") }
        ProfileTab().tabItem { Label("Me", systemImage: "person") }
      }
    }
  }
}

struct FeedTab: View {
  @State private var notes: [String] = []
  @State private var composing = false

  var body: some View {
    NavigationStack {
      NoteList(notes: $notes)
        .overlay(alignment: .bottomTrailing) {
          Button("New") { composing.toggle() }
        }
        .toolbar {
          ToolbarItem(placement: .navigationBarTrailing) {
            NavigationLink("Find") { FinderView() }
          }
        }
    }
    .fullScreenCover(isPresented: $composing) {
      ComposerView()
    }
  }
}

struct ProfileTab: View {
  @State private var mine: [String] = []

  var body: some View {
    NavigationStack {
      ScrollView {
        VStack {
          AvatarBadge()
          NoteList(notes: $mine)
        }
      }
    }
  }
}

struct NoteList: View {
  @Binding var notes: [String]

  var body: some View {
    List(notes, id: \.self) { note in
      NavigationLink(note) { NoteDetail(note: note) }
    }
  }
}

struct AvatarBadge: View {
  var body: some View { Image(systemName: "person.circle") }
}

struct NoteDetail: View {
  let note: String
  var body: some View { Text(note) }
}

struct FinderView: View {
  var body: some View { Text("Find") }
}

struct ComposerView: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Close") { dismiss() } }
}
