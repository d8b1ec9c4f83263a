// swift-format-ignore-file
// Transcribed from the second seed (navigationDestination and a coordinator per tab), its final
// version. The seed's code names the coordinator's enum three ways (CNavScreens,
// TGICustomerScreens, CustomScreens) and the coordinator two ways (cNavCoordinator,
// navCoordinator); the transcription uses CNavScreens and cNavCoordinator throughout.
import SwiftUI

enum CNavScreens: Hashable {
    case d(param1: Int, param2: String)
    case e
}

struct CNavCoordinator: ObservableObject {
    @Published var paths = NavigationPath()

    @ViewBuilder
    func navigate(to screen: CNavScreens) -> some View {
        switch screen {
            case .d(let param1, let param2):
                D(param1: param1, param2: param2)
            case  .e:
                E()
        }
    }


   // add screen
   func push(_ screen: CNavScreens) {
       paths.append(screen)
   }

   // remove last screen
   func pop() {
       paths.removeLast()
   }

   // popToRoot
   func popToRoot() {
       paths.removeLast(paths.count)
   }
}
