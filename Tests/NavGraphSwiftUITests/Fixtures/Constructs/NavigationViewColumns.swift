// A NavigationView of two views, a sidebar and a detail placeholder: on iPhone the first is the
// stack's root; the second only shows beside it on a wide screen.
// Expected: entry "NoteList" (stack: true); screens NoteList, NoteDetail.
//   NoteList: push NoteDetail; sheet NoteDetail.
//   NoteDetail: dismissAction.
import SwiftUI

@main
struct NotesApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationView {
        NoteList()
        Text("Pick a note")
      }
    }
  }
}

struct NoteList: View {
  @State private var composing = false
  var body: some View {
    List {
      NavigationLink("First note") { NoteDetail() }
    }
    .toolbar { Button("New") { composing = true } }
    .sheet(isPresented: $composing) { NoteDetail() }
  }
}

struct NoteDetail: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Close") { dismiss() } }
}
