// swift-format-ignore-file
import SwiftUI

// Moves in `.onChange`, `.onAppear` and `.task` outside any screen's own body (on the App's
// WindowGroup content, on a wrapper view's stack) belong to the screens shown at launch there.

enum Lesson: Hashable {
    case first, review
}

final class School: ObservableObject {
    @Published var lessons: [Lesson] = []
    @Published var signedIn = false
    @Published var due = false
}

@main
struct SchoolApp: App {
    @StateObject private var school = School()

    var body: some Scene {
        WindowGroup {
            Classroom {
                if school.signedIn {
                    DeskView()
                } else {
                    GateView()
                }
            }
            .environmentObject(school)
            .onChange(of: school.due) { _, due in
                if due { school.lessons.append(.review) }
            }
        }
    }
}

struct Classroom<Content: View>: View {
    @EnvironmentObject private var school: School
    @ViewBuilder var content: () -> Content

    var body: some View {
        NavigationStack(path: $school.lessons) {
            content()
                .navigationDestination(for: Lesson.self) { lesson in
                    switch lesson {
                    case .first: FirstLessonView()
                    case .review: ReviewView()
                    }
                }
        }
        .task { school.lessons = [.first] }
    }
}

struct GateView: View {
    @EnvironmentObject private var school: School

    var body: some View {
        Button("Sign in") { school.signedIn = true }
    }
}

struct DeskView: View {
    var body: some View { Text("Desk") }
}

struct FirstLessonView: View {
    var body: some View { Text("First") }
}

struct ReviewView: View {
    var body: some View { Text("Review") }
}
