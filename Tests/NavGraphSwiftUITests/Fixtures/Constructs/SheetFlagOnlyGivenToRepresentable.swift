import SwiftUI

// A sheet's flag handed as a binding to a UIKit text view made a SwiftUI view, and written by no
// code the reader follows (the text view's own toolbar sets it): the sheet is reported where it is
// written, since the move it shows is out of the reader's sight.
@main
struct LedgerApp: App {
  var body: some Scene {
    WindowGroup { LedgerEntry() }
  }
}

struct LedgerField: UIViewRepresentable {
  @Binding var text: String
  @Binding var showsCalendar: Bool

  func makeUIView(context: Context) -> UITextView { UITextView() }
  func updateUIView(_ view: UITextView, context: Context) {}
}

struct LedgerEntry: View {
  @State private var text = ""
  @State private var showsCalendar = false

  var body: some View {
    VStack {
      Text("New entry")
      LedgerField(text: $text, showsCalendar: $showsCalendar)
        .sheet(isPresented: $showsCalendar) { LedgerCalendar() }
    }
  }
}

struct LedgerCalendar: View {
  var body: some View { Text("Calendar") }
}
