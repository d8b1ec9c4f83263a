import SwiftUI

struct InboxView: View {
    @EnvironmentObject var router: Router
    @State private var composing = false

    var body: some View {
        List {
            TaskRow(title: "Write the release notes")
            Button("New task") { composing = true }
        }
        .navigationTitle("Inbox")
        .sheet(isPresented: $composing) {
            ComposeView()
        }
    }
}

/// A row of a task list: tapping it opens the task.
struct TaskRow: View {
    @EnvironmentObject var router: Router
    let title: String

    var body: some View {
        Button(title) { router.show(.task) }
    }
}
