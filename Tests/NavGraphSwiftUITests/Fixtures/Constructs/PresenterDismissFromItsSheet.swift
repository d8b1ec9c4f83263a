import SwiftUI

// A sheet whose own sheet is given a closure calling the outer sheet's dismiss.
@main
struct PantryApp: App {
  var body: some Scene {
    WindowGroup { PantryHomeView() }
  }
}

struct PantryHomeView: View {
  @State private var choosingShelf = false

  var body: some View {
    Button("Choose shelf") { choosingShelf = true }
      .sheet(isPresented: $choosingShelf) { ShelfPickerView() }
  }
}

struct ShelfPickerView: View {
  @Environment(\.presentationMode) var presentationMode
  @State private var addingShelf = false
  @State private var shelves: [String] = []

  var body: some View {
    List {
      Button("New shelf") { addingShelf = true }
    }
    .sheet(isPresented: $addingShelf) {
      ShelfFormView(onSave: { name in
        shelves.append(name)
        presentationMode.wrappedValue.dismiss()
      })
    }
  }
}

struct ShelfFormView: View {
  @Environment(\.presentationMode) var presentationMode
  var onSave: (String) -> Void

  var body: some View {
    Button("Save shelf") { onSave("Top") }
    Button("Cancel") { presentationMode.wrappedValue.dismiss() }
  }
}
