import SwiftUI

struct TaskDetailView: View {
    @EnvironmentObject var router: Router

    var body: some View {
        VStack {
            NavigationLink("Project", value: Route.project)
            Button("Done") { router.back() }
        }
        .navigationTitle("Task")
    }
}
