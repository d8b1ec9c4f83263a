import SwiftUI

// A form's toolbar buttons given their actions as methods of the view, one written with `self.`:
// both run the method, which dismisses the sheet.
@main
struct TernApp: App {
  var body: some Scene {
    WindowGroup { NavigationStack { TernList() } }
  }
}

struct TernList: View {
  @State private var adding = false

  var body: some View {
    Button("Add") { adding = true }
      .sheet(isPresented: $adding) { TernForm() }
  }
}

struct TernForm: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack {
      Text("Form")
        .toolbar {
          Button("Cancel", action: self.onCancelTapped)
          Button("Done", action: onDoneTapped)
        }
    }
  }

  private func onCancelTapped() { dismiss() }

  private func onDoneTapped() { dismiss() }
}
