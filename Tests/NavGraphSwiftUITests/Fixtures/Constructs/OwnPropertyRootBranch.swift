import SwiftUI

// A root choice whose first branch is the host's own lower-case computed property: `Group { if
// prefs.introDone { workspace } else { LarkIntro() } }`, `workspace` a private property holding a
// split view whose sidebar pushes a note; the intro's button ends the intro.
@main
struct LarkApp: App {
  @StateObject private var prefs = LarkPrefs()

  var body: some Scene {
    WindowGroup {
      LarkHome()
        .environmentObject(prefs)
    }
  }
}

final class LarkPrefs: ObservableObject {
  @Published var introDone = UserDefaults.standard.bool(forKey: "larkIntroDone")
}

struct LarkNote: Identifiable, Hashable {
  var id: Int
}

struct LarkHome: View {
  @EnvironmentObject private var prefs: LarkPrefs
  @State private var notes: [LarkNote] = []

  var body: some View {
    Group {
      if prefs.introDone {
        workspace
      } else {
        LarkIntro()
      }
    }
  }

  private var workspace: some View {
    NavigationSplitView {
      List(notes) { note in
        NavigationLink("Note", value: note)
      }
      .navigationDestination(for: LarkNote.self) { note in
        LarkNoteView(note: note)
      }
    } detail: {
      Text("Pick a note")
    }
  }
}

struct LarkIntro: View {
  @EnvironmentObject private var prefs: LarkPrefs

  var body: some View {
    Button("Start") { prefs.introDone = true }
  }
}

struct LarkNoteView: View {
  var note: LarkNote
  var body: some View { Text("Note") }
}
