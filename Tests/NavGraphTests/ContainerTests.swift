import NavGraphTestSupport
import Testing

@testable import NavGraph

/// Containers and their dense numbering (`ContainerNumbering`), the one place that knows it.
@Suite struct ContainerTests {
  @Test func numbersRoundTripAndAnswerTheirQuestions() {
    let numbering = ContainerNumbering(tabCount: 3)
    let all: [Container] =
      (0..<3).map { .tab(TabID($0)) }
      + [false, true].flatMap { stack in
        [Container.root(stack: stack), .sheet(stack: stack), .cover(stack: stack)]
      }
    #expect(numbering.count == all.count && numbering.rootStackCount == 5)
    #expect(Set(all.map(numbering.number(of:))) == Set(0..<Int32(numbering.count)))
    for container in all {
      let k = numbering.number(of: container)
      #expect(numbering.container(k) == container)
      #expect(numbering.isModal(k) == container.isModal)
      #expect(numbering.isTab(k) == (k < 3))
      #expect(
        numbering.isSheetLike(k) == (container == .sheet(stack: false) || container == .sheet(stack: true)))
      #expect((k < numbering.rootStackCount) == !container.isModal)
      switch container {
      case .root(let stack), .sheet(let stack), .cover(let stack): #expect(numbering.ownStack(k) == stack)
      case .tab: break
      }
    }
    #expect(Container.modal(.popover, stack: true) == .sheet(stack: true))
    #expect(Container.modal(.fullScreenCover, stack: false) == .cover(stack: false))
  }

  @Test func describedForMessages() {
    let app = TestApp.tabsCoordinator
    #expect(Container.tab(TabID(1)).describe(in: app) == "tab 'c'")
    #expect(Container.root(stack: true).describe(in: app) == "the root")
    #expect(Container.sheet(stack: false).describe(in: app) == "a sheet")
    #expect(Container.cover(stack: true).describe(in: app) == "a full-screen cover")
  }
}
