// A package's tap modifier (`.onTouch`, not in the files read) whose closure runs the row's action
// through `if` and `switch` statements: an action, so the rows' taps push (held-out set 237).
import SwiftUI
import TouchKit

enum Quay: Hashable { case berth(Int) }

@main
struct QuayApp: App {
  @State private var path = NavigationPath()

  var body: some Scene {
    WindowGroup {
      NavigationStack(path: $path) {
        QuayList(open: { n in path.append(Quay.berth(n)) })
          .navigationDestination(for: Quay.self) { quay in
            switch quay {
            case .berth(let n): BerthPage(number: n)
            }
          }
      }
    }
  }
}

struct QuayList: View {
  var open: (Int) -> Void

  var body: some View {
    VStack {
      QuayRow(title: "North", onPick: { open(1) })
      QuayFooter(kind: 0, onPick: { open(2) })
    }
  }
}

struct QuayRow: View {
  var title: String
  var onPick: (() -> Void)?

  var body: some View {
    Text(title).onTouch { if let onPick { onPick() } }
  }
}

struct QuayFooter: View {
  var kind: Int
  var onPick: () -> Void

  var body: some View {
    Text("More").onTouch {
      switch kind {
      case 0: onPick()
      default: break
      }
    }
  }
}

struct BerthPage: View {
  var number: Int
  var body: some View { Text("Berth \(number)") }
}
