import SwiftUI

struct ProjectView: View {
    @EnvironmentObject var router: Router

    var body: some View {
        List {
            // Bug (cycle): a task's project opens a task again, which opens its project: the
            // stack grows without bound. Going back to the task would be the intended move.
            TaskRow(title: "Next task in this project")
            Button("Back to inbox") { router.backToInbox() }
        }
        .navigationTitle("Project")
    }
}
