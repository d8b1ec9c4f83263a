import SwiftUI

// Rows of a computed property declared as an array of tuples, grouped in sections: each section's
// `notes` element of the tuple is a list of `Note`s whose rows push their note.

struct Note: Identifiable, Hashable { let id: Int; let day: Int }

@main
struct JournalApp: App {
  var body: some Scene { WindowGroup { DaysView() } }
}

struct DaysView: View {
  @State private var notes: [Note] = []
  private var days: [(day: Int, notes: [Note])] {
    Dictionary(grouping: notes) { $0.day }.map { (day: $0.key, notes: $0.value) }
  }
  var body: some View {
    NavigationStack {
      List {
        ForEach(days, id: \.day) { section in
          Section {
            ForEach(section.notes) { note in
              NavigationLink(value: note) { Text("x") }
            }
          }
        }
      }
      .navigationDestination(for: Note.self) { note in NoteView(note: note) }
    }
  }
}

struct NoteView: View {
  let note: Note
  var body: some View { Text("n") }
}
