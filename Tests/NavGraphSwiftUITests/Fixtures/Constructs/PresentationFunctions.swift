// swift-format-ignore-file
import SwiftUI

@main
struct PantryApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { PantryScreen() }
        }
    }
}

struct Spice: Identifiable {
    let id: Int
}

/// Presentations whose content is a function of the view, named without calling it.
struct PantryScreen: View {
    @State private var showPicker = false
    @State private var editing: Spice?

    var body: some View {
        List {
            Button("Pick") { showPicker = true }
            Button("Edit") { editing = Spice(id: 1) }
        }
        .sheet(isPresented: $showPicker, content: picker)
        .fullScreenCover(item: $editing, content: self.editor)
    }

    private func picker() -> some View {
        PickerScreen()
    }

    @ViewBuilder
    private func editor(_ spice: Spice) -> some View {
        EditorScreen(spice: spice)
    }
}

struct PickerScreen: View {
    var body: some View { Text("Picker") }
}

struct EditorScreen: View {
    let spice: Spice

    var body: some View { Text("Editor") }
}
