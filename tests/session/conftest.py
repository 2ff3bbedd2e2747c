import pytest


@pytest.fixture
def sessions(qtbot):
    """Collects sessions made by a test and shuts them down (waiting for their worker thread)."""
    made = []
    yield made
    for session in made:
        session.close(wait_ms=5000)
