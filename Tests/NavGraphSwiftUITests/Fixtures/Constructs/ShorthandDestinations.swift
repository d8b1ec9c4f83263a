// swift-format-ignore-file
import SwiftUI

enum Page: Hashable {
    case lesson
    case quiz
}

enum Popup: String, Identifiable {
    case help
    case feedback
    var id: String { rawValue }
}

/// A coordinator whose builder methods switch on their parameter; the destination closures call
/// them with the shorthand `$0`.
final class Coordinator: ObservableObject {
    @Published var path: [Page] = []
    @Published var popup: Popup?

    func push(_ page: Page) {
        path.append(page)
    }

    func show(_ popup: Popup) {
        self.popup = popup
    }

    @ViewBuilder
    func build(page: Page) -> some View {
        switch page {
        case .lesson: LessonScreen()
        case .quiz: QuizScreen()
        }
    }

    @ViewBuilder
    func build(popup: Popup) -> some View {
        switch popup {
        case .help: HelpScreen()
        case .feedback: FeedbackScreen()
        }
    }
}

@main
struct CourseApp: App {
    @StateObject private var coordinator = Coordinator()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $coordinator.path) {
                CourseScreen()
                    .navigationDestination(for: Page.self) { coordinator.build(page: $0) }
                    .sheet(item: $coordinator.popup) { coordinator.build(popup: $0) }
            }
            .environmentObject(coordinator)
        }
    }
}

struct CourseScreen: View {
    @EnvironmentObject private var coordinator: Coordinator

    var body: some View {
        VStack {
            Button("Lesson") { coordinator.push(.lesson) }
            Button("Quiz") { coordinator.push(.quiz) }
            Button("Help") { coordinator.show(.help) }
            Button("Feedback") { coordinator.show(.feedback) }
        }
    }
}

struct LessonScreen: View {
    var body: some View { Text("Lesson") }
}

struct QuizScreen: View {
    var body: some View { Text("Quiz") }
}

struct HelpScreen: View {
    var body: some View { Text("Help") }
}

struct FeedbackScreen: View {
    var body: some View { Text("Feedback") }
}
