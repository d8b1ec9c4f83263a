import SwiftUI

// A button on one tab that pushes onto another tab's stack and then selects that tab: the push
// acts on the stack of the tab it selects, so the move is that tab, then the push.
enum Pane: Hashable {
  case home, notes
}

struct Note: Hashable {
  let title: String
}

final class Desk: ObservableObject {
  @Published var pane = Pane.home
  @Published var notesPath = NavigationPath()
}

@main
struct DeskApp: App {
  @StateObject private var desk = Desk()

  var body: some Scene {
    WindowGroup {
      TabView(selection: $desk.pane) {
        HomeView().tabItem { Text("Home") }.tag(Pane.home)
        NavigationStack(path: $desk.notesPath) {
          NotesView()
            .navigationDestination(for: Note.self) { note in NoteView(note: note) }
        }
        .tabItem { Text("Notes") }
        .tag(Pane.notes)
      }
      .environmentObject(desk)
    }
  }
}

struct HomeView: View {
  @EnvironmentObject var desk: Desk

  var body: some View {
    Button("Latest note") {
      desk.notesPath.append(Note(title: "Latest"))
      desk.pane = .notes
    }
  }
}

struct NotesView: View {
  var body: some View { Text("Notes") }
}

struct NoteView: View {
  let note: Note

  var body: some View { Text(note.title) }
}
