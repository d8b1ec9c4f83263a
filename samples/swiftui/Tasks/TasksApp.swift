import SwiftUI

@main
struct TasksApp: App {
    @StateObject private var router = Router()

    var body: some Scene {
        WindowGroup {
            MainTabView()
                .environmentObject(router)
        }
    }
}
