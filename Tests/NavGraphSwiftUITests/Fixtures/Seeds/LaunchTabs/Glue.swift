// swift-format-ignore-file
// Glue: what samples/launch-tabs.json assumes around the fourth seed's code. The seed's usage
// snippet ("具体使用") is FourthView's body; FirstView pushes the router's center page; the web
// page closes its cover; the App launches on LaunchView.
import SwiftUI

@main
struct QDApp: App {
    var body: some Scene {
        WindowGroup {
            LaunchView()
        }
    }
}

struct FirstView: View {
    var body: some View {
        Button("push center") {
            QDRouter.main.push(page: .center)
        }
    }
}

struct FourthView: View {
@EnvironmentObject var presentObject: PresentObject
    var body: some View {
        VStack {
            Text("Hello, World 4")
            Button("present view") {
                presentObject.presentView(pageName: .web)
            }

            Button("push view") {
                QDRouter.main.push(page:.web)
            }
        }
    }
}

struct WebView: View {
    @EnvironmentObject var presentObject: PresentObject
    var param: [String: String]? = nil

    var body: some View {
        Button("关闭") {
            presentObject.isPresent = false
        }
    }
}
