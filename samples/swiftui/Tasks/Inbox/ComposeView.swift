import SwiftUI

struct ComposeView: View {
    @State private var text = ""

    var body: some View {
        // Bug (dead-end): swiping down is disabled and there is no Cancel or Save button.
        TextField("New task", text: $text)
            .interactiveDismissDisabled()
    }
}
