// swift-format-ignore-file
import SwiftUI

// `toggle()` on the Bool that drives a presentation: on the screen that carries the modifier (or
// through its view model) it opens the destination; inside the destination it closes it; elsewhere
// the reader cannot tell.

final class WorkoutModel: ObservableObject {
    @Published var isTraining = false
    @Published var plan = ""

    func start(_ plan: String) {
        self.plan = plan
        self.isTraining.toggle()
    }

    func finish() {
        isTraining.toggle()
    }
}

@main
struct GymApp: App {
    var body: some Scene {
        WindowGroup { PlansView() }
    }
}

struct PlansView: View {
    @StateObject private var model = WorkoutModel()
    @State private var showsHelp = false

    var body: some View {
        NavigationStack {
            List {
                Button("Start") { model.start("run") }
                Button("Help") { showsHelp.toggle() }
            }
            .navigationDestination(isPresented: $model.isTraining) {
                TrainingView(model: model)
            }
            .sheet(isPresented: $showsHelp) {
                HelpSheet(isShown: $showsHelp, model: model)
            }
        }
    }
}

struct TrainingView: View {
    @ObservedObject var model: WorkoutModel

    var body: some View {
        Button("Stop") { model.finish() }
    }
}

struct HelpSheet: View {
    @Binding var isShown: Bool
    @ObservedObject var model: WorkoutModel

    var body: some View {
        VStack {
            Button("Close") { isShown.toggle() }
            Button("Train now") { model.isTraining.toggle() }
        }
    }
}
