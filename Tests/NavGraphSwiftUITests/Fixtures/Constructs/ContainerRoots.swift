// swift-format-ignore-file
import SwiftUI

// A stack whose root is a container (`VStack`, `ZStack`, `Group`) around a switch or one view, with
// the destinations registered on the container: the stack's root is what the container shows.

enum Stop: Hashable {
    case harbour, lighthouse
}

enum Stage {
    case intro, plan
}

struct Note: Hashable {
    var text: String
}

@main
struct VoyageApp: App {
    @State private var stops: [Stop] = []
    @State private var stage: Stage = .intro

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $stops) {
                VStack {
                    switch stage {
                    case .intro: IntroView(stage: $stage)
                    case .plan: PlanView()
                    }
                }
                .navigationDestination(for: Stop.self) { stop in
                    switch stop {
                    case .harbour: HarbourView()
                    case .lighthouse: LighthouseView()
                    }
                }
            }
        }
    }
}

struct IntroView: View {
    @Binding var stage: Stage

    var body: some View {
        Button("Plan a voyage") { stage = .plan }
    }
}

struct PlanView: View {
    @State private var showingLog = false

    var body: some View {
        VStack {
            NavigationLink("Harbour", value: Stop.harbour)
            Button("Log") { showingLog = true }
        }
        .sheet(isPresented: $showingLog) {
            NavigationStack {
                ZStack {
                    LogView()
                }
                .navigationDestination(for: Note.self) { note in
                    NoteView(note: note)
                }
            }
        }
    }
}

struct HarbourView: View {
    var body: some View {
        NavigationLink("Lighthouse", value: Stop.lighthouse)
    }
}

struct LighthouseView: View {
    var body: some View { Text("Lighthouse") }
}

struct LogView: View {
    var body: some View {
        NavigationLink("First note", value: Note(text: "calm"))
    }
}

struct NoteView: View {
    let note: Note

    var body: some View { Text(note.text) }
}
