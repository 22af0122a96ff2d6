# The README's two commands: `make demo` and `make test`. Both build .venv from nothing.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
# stable-baselines3 needs torch; unpinned, pip pulls the newest CUDA build (gigabytes).
# The pin installs a CPU wheel; GPU users override it: make demo TORCH_SPEC="torch==2.5.1".
TORCH_SPEC ?= torch==2.13.0
EXTRAS ?= all
# The tests run in parallel (pytest-xdist), one worker per core; TEST_WORKERS=0 runs them in one process.
TEST_WORKERS ?= auto
# One BLAS/OpenMP thread per worker: the workers already fill the cores, and OpenBLAS's own
# threads then wait for a core by spinning (the bootstrap-coverage tests took 8.1 CPU s with
# two threads, 5.2 with one, and less wall; every fit the same floats). TEST_THREADS=N to change.
TEST_THREADS ?= 1
export SDL_VIDEODRIVER ?= dummy
export SDL_AUDIODRIVER ?= dummy
export PYGAME_HIDE_SUPPORT_PROMPT := 1
export MPLBACKEND ?= Agg
# Python caches compiled modules in __pycache__ unless PYTHONDONTWRITEBYTECODE is set; some shells
# set it, and then every interpreter the tests start (workers, CLI runs, the docs' commands)
# compiles the package from source again: make test took ~2x its CPU that way.
unexport PYTHONDONTWRITEBYTECODE

.PHONY: install test demo bench lint format clean

$(VENV)/.installed: setup.cfg pyproject.toml Makefile
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet "$(TORCH_SPEC)"
	$(PY) -m pip install --quiet -e ".[$(EXTRAS)]"
	touch $@

install: $(VENV)/.installed

test: $(VENV)/.installed
	NO_PROXY=127.0.0.1,localhost no_proxy=127.0.0.1,localhost OPENBLAS_NUM_THREADS=$(TEST_THREADS) \
		OMP_NUM_THREADS=$(TEST_THREADS) MKL_NUM_THREADS=$(TEST_THREADS) $(PY) -m pytest -n $(TEST_WORKERS)

demo: $(VENV)/.installed
	$(PY) -m experiments.demo

bench: $(VENV)/.installed
	$(PY) benchmarks/bench_envs.py
	$(PY) benchmarks/bench_render.py
	$(PY) benchmarks/bench_datagen.py
	$(PY) benchmarks/bench_runner.py
	$(PY) benchmarks/bench_llm_clients.py
	$(PY) benchmarks/bench_scoring.py
	$(PY) benchmarks/bench_analysis.py
	$(PY) benchmarks/bench_agreement.py
	$(PY) benchmarks/bench_scale.py
	$(PY) benchmarks/bench_rl.py
	$(PY) benchmarks/bench_score.py
	$(PY) benchmarks/bench_local.py
	$(PY) benchmarks/bench_attention.py
	$(PY) benchmarks/bench_adaptive.py
	$(PY) benchmarks/bench_square_blend.py

lint: $(VENV)/.installed
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .

format: $(VENV)/.installed
	$(VENV)/bin/ruff format .
	$(VENV)/bin/ruff check --fix .

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache
