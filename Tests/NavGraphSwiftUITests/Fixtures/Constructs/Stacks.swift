// swift-format-ignore-file
import SwiftUI

@main
struct StacksApp: App {
    var body: some Scene {
        WindowGroup {
            LibraryRoot()
        }
    }
}

/// A view whose body is a stack around one view, with a toolbar button and a sheet of its own: the
/// view is the screen, the stack's root its content.
struct LibraryRoot: View {
    @State private var showSettings = false

    var body: some View {
        NavigationStack {
            LibraryView()
                .toolbar {
                    Button("Settings") { showSettings = true }
                }
        }
        .sheet(isPresented: $showSettings) {
            NavigationView {
                SettingsForm()
            }
        }
    }
}

struct LibraryView: View {
    var body: some View {
        NavigationLink("Folders", destination: FoldersSplit())
    }
}

struct SettingsForm: View {
    var body: some View { Text("Settings") }
}

struct FoldersSplit: View {
    var body: some View {
        NavigationSplitView {
            FolderList()
        } detail: {
            FolderDetail()
        }
    }
}

struct FolderList: View {
    var body: some View { Text("Folders") }
}

struct FolderDetail: View {
    var body: some View { Text("Detail") }
}
