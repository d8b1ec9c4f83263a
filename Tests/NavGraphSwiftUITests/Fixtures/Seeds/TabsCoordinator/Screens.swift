// swift-format-ignore-file
// Transcribed from the second seed, its final version (see Coordinator.swift for the names).
import SwiftUI

struct A: View {
    var body: some View {
         TabView(selection: $selectedTab) {
             B()
             C()
         }
    }
}

struct B: View {

}

struct C: View {
    @StateObject var cNavCoordinator = CNavCoordinator()

    var body: some View {
        NavigationStack {
          VStack {
              xxx
              Button {
                let screen = CNavScreens.d(param1: param1, param2: param2)
                cNavCoordinator.push(screen)
              } label: {
                  Text("NavigateToD")
              }
          }
          .environmentObject(cNavCoordinator)
          .navigationDestination(for: CNavScreens.self) { path in
              cNavCoordinator.navigate(to: path)
                  .environmentObject(cNavCoordinator)
                  .environmentObject(xxx)
                  .environmentObject(yyy)
          }
        }
    }
}

struct D: View {
    @EnvironmentObject var cNavCoordinator: CNavCoordinator

    var body: some View {
        VStack {
            xxx
            Button {
                let screen = CNavScreens.e
                cNavCoordinator.push(screen)
            } label: {
                Text("NavigateToD")
            }
        }
    }
}

struct E: View {
     @EnvironmentObject var cNavCoordinator: CNavCoordinator

    var body: some View {
        VStack {
            xxx
            Button {
                // cNavCoordinator.pop()
                cNavCoordinator.popToRoot()
            } label: {
                Text("BackToC")
            }
        }
    }
}
