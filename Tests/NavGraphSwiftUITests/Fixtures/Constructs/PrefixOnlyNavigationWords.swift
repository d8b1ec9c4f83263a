import SwiftUI

@main
struct ShelfApp: App {
  var body: some Scene {
    WindowGroup { NavigationStack { ShelfFormView(existing: nil) } }
  }
}

struct ShelfFormView: View {
  let existing: ShelfRecord?
  @State private var form = ShelfForm()

  var body: some View {
    Form {
      TextField("Title", text: $form.title)
    }
    .onAppear {
      if let existing { form.populate(from: existing) }
      form.presentationStyle(compact: true)
    }
  }
}
