// swift-format-ignore-file
import SwiftUI

@main
struct GreenhouseApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                GreenhouseView()
            }
        }
    }
}

struct Plant: Identifiable {
    let id: Int
}

struct GreenhouseView: View {
    @State private var inspected: Plant?
    @State private var showsJournal = false
    @State private var showsTips = false
    @State private var writesEntry = false

    var body: some View {
        List {
            Button("Inspect") { inspected = Plant(id: 1) }
            Button("Journal") { showsJournal = true }
            Button("New entry") { writesEntry = true }
            NavigationLink("Seeds") {
                SeedsView(showsTips: $showsTips)
            }
        }
        .sheet(item: $inspected) { plant in
            PlantView(plant: plant)
                // Runs after the sheet has gone: clearing the item closes nothing more.
                .onDisappear { inspected = nil }
        }
        .sheet(isPresented: $showsJournal) {
            JournalView(isShown: $showsJournal)
        }
        .sheet(isPresented: $showsTips) {
            TipsView()
        }
        .fullScreenCover(isPresented: $writesEntry) {
            JournalEntryView(isShown: $writesEntry)
        }
    }
}

struct PlantView: View {
    let plant: Plant
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Done") { dismiss() }
    }
}

struct JournalView: View {
    @Binding var isShown: Bool

    var body: some View {
        Text("Journal")
            .onDisappear { isShown = false }
    }
}

struct SeedsView: View {
    @Binding var showsTips: Bool

    var body: some View {
        Text("Seeds")
            // Opens a sheet on whichever screen is shown after this one has gone.
            .onDisappear { showsTips = true }
    }
}

struct TipsView: View {
    var body: some View { Text("Tips") }
}

struct JournalEntryView: View {
    @Binding var isShown: Bool

    var body: some View {
        Text("Entry")
            .onDisappear(perform: close)
    }

    func close() { isShown = false }
}
