// swift-format-ignore-file
import SwiftUI

@main
struct DismissApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                ListScreen()
            }
        }
    }
}

struct ListScreen: View {
    @State private var showEditor = false

    var body: some View {
        VStack {
            NavigationLink("Details", destination: DetailScreen())
            Button("Edit") { showEditor = true }
        }
        .sheet(isPresented: $showEditor) {
            EditorScreen(onDone: { showEditor = false }, isShown: $showEditor)
        }
    }
}

struct DetailScreen: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        Button("Back") { presentationMode.wrappedValue.dismiss() }
    }
}

struct EditorScreen: View {
    var onDone: () -> Void
    @Binding var isShown: Bool
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Button("Save", action: onDone)
            Button("Discard") { isShown.toggle() }
            CloseButton()
        }
    }
}

/// A component with its own dismiss: it acts for the screen that shows it.
struct CloseButton: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Close") { dismiss() }
    }
}
