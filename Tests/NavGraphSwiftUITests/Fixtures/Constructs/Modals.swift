// swift-format-ignore-file
import SwiftUI

enum SheetKind: Identifiable {
    case compose
    case filters
    var id: Self { self }
}

@main
struct ModalsApp: App {
    var body: some Scene {
        WindowGroup {
            InboxView()
        }
    }
}

struct InboxView: View {
    @State private var activeSheet: SheetKind?
    @State private var showCamera = false
    @State private var showShare = false
    @State private var showNote = false

    var body: some View {
        VStack {
            Button("Compose") { activeSheet = .compose }
            Button("Filters") { activeSheet = .filters }
            Button("Camera") { showCamera.toggle() }
            Button("Share") { showShare = true }
            Button("Note") { showNote = true }
        }
        .sheet(item: $activeSheet) { sheet in
            switch sheet {
            case .compose:
                ComposeView()
            case .filters:
                NavigationStack {
                    FiltersView()
                }
            }
        }
        .fullScreenCover(isPresented: $showCamera) {
            CameraView(isPresented: $showCamera)
        }
        .popover(isPresented: $showShare) {
            ShareView()
        }
        .sheet(isPresented: $showNote) {
            VStack {
                Text("A note")
                Button("Close") { showNote = false }
            }
        }
    }
}

struct ComposeView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Cancel") { dismiss() }
            .interactiveDismissDisabled()
    }
}

struct FiltersView: View {
    var body: some View { Text("Filters") }
}

struct CameraView: View {
    @Binding var isPresented: Bool

    var body: some View {
        Button("Close") { isPresented = false }
    }
}

struct ShareView: View {
    var body: some View { Text("Share") }
}
