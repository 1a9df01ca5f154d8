"""The audit of docs/precision.md: real public TensorFlow code, linted with the real CLI.

No file of these repositories is in this one. The snapshots come from the `fetch` tool
(or any clone at the commit below); this script exports each at its commit into a folder
outside the repository, runs `tfshape-lint check` on it as a user would, and compares runs:

    python scripts/audit.py export MIRRORS TREES     # MIRRORS/<owner>+<name>/repo: a git dir
    python scripts/audit.py run TREES OUT.json [--skip-missing] [--split NAME]
    python scripts/audit.py diff OLD.json NEW.json   # counts per code, and what changed
    python scripts/audit.py sample OUT.json CODE [-n 10] [--seed 14]

`sample` prints a random sample of one code's findings with their source lines, for
judging by hand.
"""

from __future__ import annotations

import argparse
import collections
import io
import json
import os
import random
import subprocess
import sys
import tarfile
from pathlib import Path
from typing import Dict, Iterator, List, Optional, Tuple

#: (split, repository, commit): split once at random (seed 14); see docs/precision.md.
AUDIT_SET: List[Tuple[str, str, str]] = [
    ("dev", "LantaoYu/SeqGAN", "e2b52fb6"),
    ("dev", "MorvanZhou/Tensorflow-Tutorial", "42dc32de"),
    ("dev", "ageron/handson-ml", "b7051594"),
    ("dev", "awjuliani/DeepRL-Agents", "f3c9a3ff"),
    ("dev", "dennybritz/reinforcement-learning", "2b832284"),
    ("dev", "fchollet/deep-learning-with-python-notebooks", "dea84a4e"),
    ("dev", "hwalsuklee/tensorflow-generative-model-collections", "3abde8a9"),
    ("dev", "nfmcclure/tensorflow_cookbook", "d998edfe"),
    ("dev", "pkmital/tensorflow_tutorials", "c3eefe59"),
    ("dev", "sherjilozair/char-rnn-tensorflow", "4bff62d3"),
    ("dev", "sjchoi86/Tensorflow-101", "582cc1d9"),
    ("dev", "tensorflow/examples", "608f7db8"),
    ("dev", "tensorflow/nmt", "0be86425"),
    ("held-out", "GoogleCloudPlatform/training-data-analyst", "a3083130"),
    ("held-out", "MorvanZhou/Reinforcement-learning-with-tensorflow", "93e33348"),
    ("held-out", "dennybritz/cnn-text-classification-tf", "18762b45"),
    ("held-out", "lilianweng/stock-rnn", "56d16c55"),
    ("held-out", "tensorflow/agents", "eb24cf5f"),
    ("held-out", "tensorflow/tensor2tensor", "bafdc1b6"),
    # A third split, fetched on 2026-11-26 (stop 22) and read only to judge a blind sample.
    ("fresh", "GoogleCloudPlatform/tensorflow-without-a-phd", "0394811f"),
    ("fresh", "Kyubyong/transformer", "fb023bb0"),
    ("fresh", "davidsandberg/facenet", "096ed770"),
    ("fresh", "instillai/TensorFlow-Course", "3ac35a2e"),
    ("fresh", "jakeret/tf_unet", "0dcdf2ff"),
    ("fresh", "jeffheaton/t81_558_deep_learning", "e674d07b"),
    ("fresh", "keras-team/keras-tuner", "417e5b5e"),
    ("fresh", "openai/gpt-2", "9b63575e"),
    ("fresh", "taki0112/UGATIT", "d508e8f5"),
    ("fresh", "tensorflow/model-optimization", "6fbc2cec"),
    ("fresh", "tensorflow/recommenders", "cf1dafa9"),
    ("fresh", "tensorflow/similarity", "dc506d63"),
    ("fresh", "udacity/deep-learning", "6d8bdf65"),
    # "fourth": fetched 2026-11-26 (stop 23), judged blind before any rule changed for it
    ("fourth", "OpenNMT/OpenNMT-tf", "6f3b952e"),
    ("fourth", "Rayhane-mamah/Tacotron-2", "ab5cb08a"),
    ("fourth", "aamini/introtodeeplearning", "fd8023c7"),
    ("fourth", "carpedm20/BEGAN-tensorflow", "722b3f1a"),
    ("fourth", "endernewton/tf-faster-rcnn", "b4da9117"),
    ("fourth", "guillaumegenthial/sequence_tagging", "5cb9890e"),
    ("fourth", "hardmaru/write-rnn-tensorflow", "c9423a1a"),
    ("fourth", "https-deeplearning-ai/tensorflow-1-public", "025abb3e"),
    ("fourth", "keras-team/keras-hub", "71453d08"),
    ("fourth", "lazyprogrammer/machine_learning_examples", "9c358785"),
    ("fourth", "lmoroney/dlaicourse", "f9bb5f23"),
    ("fourth", "philipperemy/keras-tcn", "7576256b"),
    ("fourth", "tensorflow/addons", "d208d752"),
    ("fourth", "tkipf/gcn", "39a4089f"),
    ("fourth", "williamleif/GraphSAGE", "a0fdef95"),
    # "fifth": fetched 2026-11-26 (stop 23) after the fourth split's fixes, judged blind
    ("fifth", "PacktPublishing/Deep-Learning-with-TensorFlow-2-and-Keras", "e23d2b4a"),
    ("fifth", "affinelayer/pix2pix-tensorflow", "0f217442"),
    ("fifth", "deepmind/sonnet", "5a465696"),
    ("fifth", "google-research/simclr", "383d4143"),
    ("fifth", "google/automl", "6a54c874"),
    ("fifth", "ibab/tensorflow-wavenet", "3c973c03"),
    ("fifth", "openai/glow", "91b2c577"),
    ("fifth", "qubvel/segmentation_models", "5d24bbfb"),
    ("fifth", "rasbt/python-machine-learning-book-3rd-edition", "bf62496f"),
    ("fifth", "sjvasquez/handwriting-synthesis", "5f58984c"),
    ("fifth", "snowkylin/tensorflow-handbook", "ee9fbe02"),
    ("fifth", "tensorflow/privacy", "03035d5d"),
    # "sixth": fetched 2026-11-26 (stop 23) after the fifth split's fixes, judged blind
    ("sixth", "tensorflow/workshops", "fc5b4153"),
    ("sixth", "tensorflow/benchmarks", "8fb79079"),
    ("sixth", "hanxiao/bert-as-service", "a6afd773"),
    ("sixth", "bojone/bert4keras", "c1ae0dc5"),
    ("sixth", "thushv89/attention_keras", "97e62e99"),
    ("sixth", "jiegzhan/multi-class-text-classification-cnn-rnn", "5db803b7"),
    ("sixth", "kratzert/finetune_alexnet_with_tensorflow", "669f3222"),
    ("sixth", "google-research/tf-slim", "1287b1ef"),
    ("sixth", "Kyubyong/tacotron", "379bb7f5"),
    ("sixth", "lilianweng/deep-reinforcement-learning-gym", "4fec4876"),
    ("sixth", "GoogleCloudPlatform/cloudml-samples", "efddc4a9"),
    ("sixth", "taehoonlee/tensornets", "c9b1d78f"),
    # "seventh": fetched 2026-11-26 (stop 23) after the sixth split's fixes and the review, judged blind
    ("seventh", "zzh8829/yolov3-tf2", "2784050f"),
    ("seventh", "YunYang1994/tensorflow-yolov3", "03cb272a"),
    ("seventh", "LynnHo/DCGAN-LSGAN-WGAN-GP-DRAGAN-Tensorflow-2", "2bf0c8b6"),
    ("seventh", "keras-team/autokeras", "6deb8279"),
    ("seventh", "tensorflow/gan", "bc369b7e"),
    ("seventh", "google/seq2seq", "7f485894"),
    ("seventh", "yahoo/TensorFlowOnSpark", "f9c3e5e5"),
    ("seventh", "carpedm20/pixel-rnn-tensorflow", "1d98c28c"),
    ("seventh", "Zehaos/MobileNet", "bb02b10f"),
    ("seventh", "Hironsan/anago", "0ffb4004"),
    ("seventh", "deepmind/trfl", "08ccb293"),
    ("seventh", "tensorflow/hub", "26c94f67"),
    # "eighth": fetched 2026-11-27 (stop 24) with the tool as stop 23 left it, judged blind
    ("eighth", "balancap/SSD-Tensorflow", "e0e3104d"),
    ("eighth", "yunjey/show-attend-and-tell", "1b8ca3a0"),
    ("eighth", "Conchylicultor/DeepQA", "886ec77a"),
    ("eighth", "thtrieu/darkflow", "eb7e8303"),
    ("eighth", "shekkizh/FCN.tensorflow", "691effb8"),
    ("eighth", "david-gpu/srez", "d65a2aab"),
    ("eighth", "deepmind/graph_nets", "64771dff"),
    ("eighth", "titu1994/DenseNet", "60b18584"),
    ("eighth", "openai/improved-gan", "4f5d1ec5"),
    ("eighth", "zsdonghao/text-to-image", "c1fbfa43"),
    ("eighth", "Kyubyong/dc_tts", "8b381108"),
    ("eighth", "keras-team/keras-cv", "94b0a551"),
    ("eighth", "NVIDIA/OpenSeq2Seq", "8681d381"),
    ("eighth", "tensorlayer/TensorLayer", "06816332"),
    ("eighth", "the-deep-learners/deep-learning-illustrated", "d11faaf7"),
    # "ninth": fetched 2026-11-27 (stop 24) after the eighth split's fixes, judged blind
    ("ninth", "deepmind/dnc", "d3d94b3b"),
    ("ninth", "openai/universe-starter-agent", "293904f0"),
    ("ninth", "igul222/improved_wgan_training", "fa66c574"),
    ("ninth", "lengstrom/fast-style-transfer", "0d3d981f"),
    ("ninth", "bamos/dcgan-completion.tensorflow", "6b0a06c3"),
    ("ninth", "philipperemy/keras-attention", "3944c330"),
    ("ninth", "CyberZHG/keras-bert", "2d3590da"),
    ("ninth", "tensorflow/neural-structured-learning", "c60d48b4"),
    ("ninth", "tensorflow/ranking", "5b1d1338"),
    ("ninth", "kwotsin/TensorFlow-ENet", "d7e555e5"),
    ("ninth", "tensorflow/text", "17c38bf0"),
    ("ninth", "google/tf-quant-finance", "4551a94e"),
    # "tenth": fetched 2026-11-27 (stop 25) after the ninth split's fixes, judged blind
    ("tenth", "keras-rl/keras-rl", "216c3145"),
    ("tenth", "qqwweee/keras-yolo3", "e6598d13"),
    ("tenth", "divamgupta/image-segmentation-keras", "1b2ba53a"),
    ("tenth", "openai/pixel-cnn", "bbc15688"),
    ("tenth", "kevin28520/My-TensorFlow-tutorials", "27163a33"),
    ("tenth", "tensorflow/lucid", "6dcc927e"),
    ("tenth", "deepmind/learning-to-learn", "f3c1a8d1"),
    ("tenth", "ilivans/tf-rnn-attention", "aeefc5d6"),
    ("tenth", "pierluigiferrari/ssd_keras", "3ac9adaf"),
    ("tenth", "horovod/horovod", "2626dc87"),
    ("tenth", "magenta/magenta", "526d3eb1"),
    ("tenth", "titu1994/Neural-Style-Transfer", "d0933485"),
    ("tenth", "fizyr/keras-retinanet", "7ac91dfb"),
    # "eleventh": fetched 2026-11-27 (stop 25) after the tenth split's fixes, judged blind
    ("eleventh", "brightmart/text_classification", "091ff991"),
    ("eleventh", "wiseodd/generative-models", "b930d5fa"),
    ("eleventh", "openai/InfoGAN", "6e412323"),
    ("eleventh", "hzy46/fast-neural-style-tensorflow", "eeaa47d3"),
    ("eleventh", "LynnHo/CycleGAN-Tensorflow-2", "093dc9da"),
    ("eleventh", "tensorflow/quantum", "cb76b44d"),
    ("eleventh", "tensorflow/decision-forests", "ad5a8dcc"),
    ("eleventh", "keras-team/keras-contrib", "3fc5ef70"),
    ("eleventh", "raghakot/keras-vis", "90ae5565"),
    ("eleventh", "yu4u/age-gender-estimation", "6af6148f"),
    ("eleventh", "google/youtube-8m", "e6f6bf68"),
    ("eleventh", "dennybritz/chatbot-retrieval", "aac42717"),
    ("eleventh", "experiencor/keras-yolo2", "8bc3fcdc"),
    ("eleventh", "hwalsuklee/tensorflow-mnist-VAE", "e7903ac3"),
    # "twelfth": fetched 2026-11-27 (stop 25) after the eleventh split's fixes and a review, judged blind
    ("twelfth", "tensorflow/lingvo", "e0be5dc4"),
    ("twelfth", "openai/iaf", "ad33fe48"),
    ("twelfth", "tensorflow/io", "e42be7b4"),
    ("twelfth", "titu1994/keras-squeeze-excite-network", "fc5345bc"),
    ("twelfth", "jiamings/wgan", "ecc04ba2"),
    ("twelfth", "yenchenlin/pix2pix-tensorflow", "ba400207"),
    ("twelfth", "tensorflow/tensorboard", "70b76c92"),
    ("twelfth", "tensorflow/lattice", "f5225833"),
    ("twelfth", "tensorflow/cloud", "157dd415"),
    ("twelfth", "ckmarkoh/neuralart_tensorflow", "b9d8d451"),
    ("twelfth", "kvfrans/variational-autoencoder", "e6c94c6d"),
    ("twelfth", "awslabs/amazon-sagemaker-examples", "268413e2"),
    # "thirteenth": fetched 2026-11-27 (stop 25) after the twelfth split's fixes, judged blind
    ("thirteenth", "tensorflow/moonlight", "d80279a3"),
    ("thirteenth", "tensorflow/fold", "0e7ca148"),
    ("thirteenth", "tensorflow/mesh", "da907937"),
    ("thirteenth", "hzy46/Char-RNN-TensorFlow", "7d23f2f1"),
    ("thirteenth", "yaringal/ConcreteDropout", "0cb396d0"),
    ("thirteenth", "zhedongzheng/finch", "074d9ebd"),
    ("thirteenth", "tensorflow/estimator", "26a7dc2e"),
    ("thirteenth", "keras-team/keras-applications", "06fbeb0f"),
    ("thirteenth", "philipperemy/deep-speaker", "76d91dd3"),
    # "fourteenth": fetched 2026-11-27 (stop 26) after the thirteenth split's fixes, judged blind
    ("fourteenth", "ematvey/tensorflow-seq2seq-tutorials", "f767fd66"),
    ("fourteenth", "keithito/tacotron", "d26c7633"),
    ("fourteenth", "experiencor/keras-yolo3", "768c524f"),
    ("fourteenth", "rasbt/python-machine-learning-book-2nd-edition", "1b01e733"),
    ("fourteenth", "devsisters/DQN-tensorflow", "c7b1f105"),
    ("fourteenth", "google-research/electra", "8a46635f"),
    ("fourteenth", "google/dopamine", "5873f549"),
    ("fourteenth", "hardmaru/WorldModelsExperiments", "fd982b96"),
    ("fourteenth", "tensorflow/adanet", "0364cc46"),
    ("fourteenth", "tensorflow/graphics", "ad932c3e"),
    ("fourteenth", "kpe/bert-for-tf2", "55f6a6fd"),
    ("fourteenth", "openai/maddpg", "3ceefa0a"),
    ("fourteenth", "MarvinTeichmann/KittiSeg", "80adf035"),
    # "fifteenth": fetched 2026-11-27 (stop 26) after the fourteenth split's fixes, judged blind
    ("fifteenth", "tensorflow/minigo", "6d89c202"),
    ("fifteenth", "google/prettytensor", "75daa0b1"),
    ("fifteenth", "carpedm20/NTM-tensorflow", "5376c35e"),
    ("fifteenth", "jostmey/NakedTensor", "02681ccd"),
    ("fifteenth", "openai/weightnorm", "3503e68b"),
    ("fifteenth", "tensorflow/compression", "dda8cb4c"),
    ("fifteenth", "tensorflow/transform", "7ccb5a99"),
    ("fifteenth", "google-research/albert", "b772393d"),
    ("fifteenth", "jiny2001/dcscn-super-resolution", "d382bc30"),
    ("fifteenth", "deepmind/scalable_agent", "6c0c8a70"),
    ("fifteenth", "zihangdai/xlnet", "bbaa3a6f"),
    ("fifteenth", "google/uncertainty-baselines", "163351d4"),
    # "sixteenth": fetched 2026-11-27 (stop 27) after the fifteenth split's fixes, the random
    # gathers and two reviews, judged blind
    ("sixteenth", "hardmaru/sketch-rnn", "862bb94a"),
    ("sixteenth", "google-research/tapas", "569a3c31"),
    ("sixteenth", "carpedm20/simulated-unsupervised-tensorflow", "eafa49f0"),
    ("sixteenth", "guillaumegenthial/im2latex", "8e25d7ec"),
    ("sixteenth", "tensorlayer/srgan", "05b8118a"),
    ("sixteenth", "gitlimlab/SSGAN-Tensorflow", "1323a53f"),
    ("sixteenth", "kuleshov/audio-super-res", "45c75f48"),
    ("sixteenth", "openai/evolution-strategies-starter", "951f1998"),
    ("sixteenth", "leriomaggio/deep-learning-keras-tensorflow", "b996ea1f"),
    ("sixteenth", "zhixuhao/unet", "b45af4d4"),
    ("sixteenth", "carpedm20/deep-rl-tensorflow", "95d3e2dd"),
    ("sixteenth", "znxlwm/tensorflow-MNIST-GAN-DCGAN", "96751038"),
    ("sixteenth", "oarriaga/face_classification", "b861d21b"),
    ("sixteenth", "openai/supervised-reptile", "8f2b71c6"),
    ("sixteenth", "suriyadeepan/practical_seq2seq", "eb2e44b7"),
    ("sixteenth", "thu-ml/zhusuan", "4386b2a1"),
    ("sixteenth", "pannous/tensorflow-speech-recognition", "629436b0"),
    ("sixteenth", "Kulbear/deep-learning-nano-foundation", "130d568d"),
    ("sixteenth", "kwotsin/transfer_learning_tutorial", "08a3aa9b"),
    ("sixteenth", "ZhengyaoJiang/PGPortfolio", "48cc5a4a"),
    ("sixteenth", "jazzsaxmafia/show_attend_and_tell_tensorflow", "11b393cd"),
    ("sixteenth", "mozilla/DeepSpeech", "6913ae81"),
    ("sixteenth", "openai/vime", "ad6ca976"),
    ("sixteenth", "vahidk/TensorflowFramework", "a9377d0d"),
    ("sixteenth", "buriburisuri/speech-to-text-wavenet", "7b0d2e92"),
    # "seventeenth": fetched 2026-11-27 (stop 27) after the sixteenth split's fixes, judged blind
    ("seventeenth", "adeshpande3/LSTM-Sentiment-Analysis", "e4588db8"),
    ("seventeenth", "adeshpande3/Tensorflow-Programs-and-Tutorials", "5d4a0f0a"),
    ("seventeenth", "roatienza/Deep-Learning-Experiments", "d598601f"),
    ("seventeenth", "easy-tensorflow/easy-tensorflow", "4413f921"),
    ("seventeenth", "CreatCodeBuild/TensorFlow-and-DeepLearning-Tutorial", "b418e9dc"),
    ("seventeenth", "rasbt/deeplearning-models", "18e04692"),
    ("seventeenth", "Vict0rSch/deep_learning", "d85a40b3"),
    ("seventeenth", "pkmital/CADL", "41e222d3"),
    ("seventeenth", "guillaume-chevalier/LSTM-Human-Activity-Recognition", "5864e44a"),
    ("seventeenth", "guillaume-chevalier/seq2seq-signal-prediction", "fd219daa"),
    ("seventeenth", "alrojo/tensorflow-tutorial", "deae7354"),
    ("seventeenth", "shekkizh/TensorflowProjects", "5bd5563a"),
    ("seventeenth", "ischlag/tensorflow-input-pipelines", "9cfe275b"),
    ("seventeenth", "mrahtz/learning-from-human-preferences", "3fca07c4"),
    ("seventeenth", "sjchoi86/advanced-tensorflow", "19c12c24"),
    ("seventeenth", "openai/generating-reviews-discovering-sentiment", "0032e4b8"),
    ("seventeenth", "tgjeon/TensorFlow-Tutorials-for-Time-Series", "95f6cefd"),
    ("seventeenth", "ageron/tf2_course", "cb9a7263"),
    # "eighteenth": fetched 2026-11-27 (stop 27) after the seventeenth split's fixes and a review, judged blind
    ("eighteenth", "jiegzhan/multi-class-text-classification-cnn", "8961f927"),
    ("eighteenth", "gaussic/text-classification-cnn-rnn", "90dd55cc"),
    ("eighteenth", "dongjun-Lee/text-classification-models-tf", "768ea135"),
    ("eighteenth", "zjy-ucas/ChineseNER", "48e1007e"),
    ("eighteenth", "Determined22/zh-NER-TF", "e4a8732d"),
    ("eighteenth", "macanv/BERT-BiLSTM-CRF-NER", "ccf3f093"),
    ("eighteenth", "NVlabs/stylegan", "1e0d5c78"),
    ("eighteenth", "vanhuyz/CycleGAN-TensorFlow", "befe2f57"),
    ("eighteenth", "XifengGuo/CapsNet-Keras", "2f6d47dd"),
    ("eighteenth", "naturomics/CapsNet-Tensorflow", "5b464caa"),
    ("eighteenth", "harvitronix/five-video-classification-methods", "6c610cd1"),
    ("eighteenth", "Zeta36/chess-alpha-zero", "db5961e6"),
    ("eighteenth", "cysmith/neural-style-tf", "a2c374f9"),
    ("eighteenth", "sugyan/tensorflow-mnist", "a98b50dc"),
    ("eighteenth", "jorditorresBCN/FirstContactWithTensorFlow", "e4bafcaa"),
    ("eighteenth", "kimiyoung/transformer-xl", "44781ed2"),
    # "nineteenth": fetched 2026-11-27 (stop 27) after the eighteenth split's fixes and a second review, judged blind
    ("nineteenth", "tkarras/progressive_growing_of_gans", "2504c3f3"),
    ("nineteenth", "hardikbansal/CycleGAN", "a0d07f69"),
    ("nineteenth", "akshaybahadur21/Autopilot", "a7a34828"),
    ("nineteenth", "ry/tensorflow-resnet", "ccb9cc8c"),
    ("nineteenth", "ildoonet/tf-pose-estimation", "9aaf3470"),
    ("nineteenth", "MorvanZhou/tutorials", "c36c8995"),
    ("nineteenth", "yashk2810/Image-Captioning", "99385317"),
    ("nineteenth", "anishathalye/neural-style", "d0a11487"),
    ("nineteenth", "titu1994/Keras-ResNeXt", "d63d15fa"),
    ("nineteenth", "aleju/self-driving-truck", "0d6870ea"),
    ("nineteenth", "tensorflow/model-analysis", "422dbd37"),
    ("nineteenth", "zsdonghao/Image-Captioning", "696ab29f"),
    # "twentieth": fetched 2026-11-27 at the end of stop 27 and read for recall only: its findings
    # are not judged (docs/precision.md names the two misses it showed, one of them fixed)
    ("twentieth", "dhwajraj/deep-siamese-text-similarity", "30f918f0"),
    ("twentieth", "philipperemy/keras-attention-mechanism", "59dc8dea"),
    ("twentieth", "minimaxir/textgenrnn", "ee8b9e80"),
    ("twentieth", "titu1994/neural-architecture-search", "d5f5c9d6"),
    ("twentieth", "MrGemy95/Tensorflow-Project-Template", "a7e3ce2d"),
    ("twentieth", "jaungiers/LSTM-Neural-Network-for-Time-Series-Prediction", "da44411c"),
    ("twentieth", "google/deepdream", "bbc2ddf9"),
    # "twenty-first": fetched 2026-11-27 (stop 28) for a blind judgement of the tool as stop 27
    # left it. Skipped: wagamamaz/tensorflow-tutorial (no Python left at HEAD), eriklindernoren/
    # Keras-GAN (too large to fetch), huseinzol05/NLP-Models-Tensorflow (438 notebooks of one
    # author would have been most of any random sample).
    ("twenty-first", "MadryLab/mnist_challenge", "3ee3643c"),
    ("twenty-first", "MadryLab/cifar10_challenge", "f15682d9"),
    ("twenty-first", "anishathalye/obfuscated-gradients", "9ef8b37a"),
    ("twenty-first", "Kulbear/deep-learning-coursera", "997fdb2e"),
    ("twenty-first", "junxiaosong/AlphaZero_Gomoku", "0b4917cc"),
    ("twenty-first", "brade31919/SRGAN-tensorflow", "7f7ec0f9"),
    ("twenty-first", "huseinzol05/Stock-Prediction-Models", "33266732"),
    ("twenty-first", "rlcode/reinforcement-learning", "3d421f6e"),
    ("twenty-first", "xhujoy/CycleGAN-tensorflow", "bd19873a"),
    ("twenty-first", "DrSleep/tensorflow-deeplab-resnet", "066023c0"),
    ("twenty-first", "shaohua0116/SSGAN-Tensorflow", "1323a53f"),
    ("twenty-first", "PetarV-/GAT", "5af87e7f"),
    ("twenty-first", "germain-hug/Deep-RL-Keras", "a50cc30b"),
    # "twenty-second": fetched 2026-11-27 (stop 28), judged blind after the twenty-first's fixes.
    ("twenty-second", "edwardhdlu/q-trader", "7f3ea940"),
    ("twenty-second", "openai/imitation", "8a2ed905"),
    ("twenty-second", "kvfrans/parallel-trpo", "a08599d6"),
    ("twenty-second", "ikostrikov/TensorFlow-VAE-GAN-DRAW", "380b30c2"),
    ("twenty-second", "ericjang/draw", "56bb9404"),
    ("twenty-second", "ericjang/gumbel-softmax", "4deb8bd4"),
    ("twenty-second", "tobegit3hub/tensorflow_template_application", "a2be179b"),
    ("twenty-second", "oduerr/dl_tutorial", "8e09c813"),
    ("twenty-second", "sthalles/deeplab_v3", "c74c0f0d"),
    ("twenty-second", "machrisaa/tensorflow-vgg", "dcc2449a"),
    ("twenty-second", "carpedm20/MemN2N-tensorflow", "f8f4da4c"),
    ("twenty-second", "hwalsuklee/tensorflow-mnist-cnn", "14f14ea0"),
    ("twenty-second", "zsdonghao/u-net-brain-tumor", "3ccaf650"),
    ("twenty-second", "nicholaslocascio/deep-regex", "096490db"),
    ("twenty-second", "cleverhans-lab/cleverhans", "574efc1d"),
    # "twenty-third": fetched 2026-11-27 (stop 28), books and TF1 training loops, judged blind
    # after the twenty-second's fixes.
    ("twenty-third", "Hezi-Resheff/Oreilly-Learning-TensorFlow", "adda1fe4"),
    ("twenty-third", "backstopmedia/tensorflowbook", "54b34afb"),
    ("twenty-third", "PacktPublishing/Deep-Learning-with-TensorFlow-Second-Edition", "b22c2327"),
    ("twenty-third", "sudharsan13296/Hands-On-Reinforcement-Learning-With-Python", "5440811d"),
    ("twenty-third", "Apress/pro-deep-learning-w-tensorflow", "59ff2ad4"),
    ("twenty-third", "random-forests/tensorflow-workshop", "31c7ca9f"),
    ("twenty-third", "pender/chatbot-rnn", "82cbb710"),
    ("twenty-third", "crazydonkey200/tensorflow-char-rnn", "b56b0625"),
    ("twenty-third", "yunjey/domain-transfer-network", "eaa2d5ec"),
    ("twenty-third", "sugyan/tf-dcgan", "10ad3a2a"),
    ("twenty-third", "hwalsuklee/tensorflow-mnist-MLP-batch_normalization-weight_initializers", "85d4783d"),
    ("twenty-third", "shaohua0116/WGAN-GP-TensorFlow", "5b1e8956"),
    ("twenty-third", "tensorlayer/seq2seq-chatbot", "37573075"),
    ("twenty-third", "LouieYang/deep-photo-styletransfer-tf", "ae8e773b"),
    # "twenty-fourth": fetched 2026-11-27 (stop 28), judged blind on the tool after both reviews
    # of the day (6044c51). Skipped: jtoy/sentiment_analysis (no snapshot to be had).
    ("twenty-fourth", "llSourcell/tensorflow_demo", "613da5f1"),
    ("twenty-fourth", "tkipf/keras-gcn", "eb89564a"),
    ("twenty-fourth", "carpedm20/visual-analogy-tensorflow", "25829caf"),
    ("twenty-fourth", "thtang/CheXNet-with-localization", "1d4cd93f"),
    ("twenty-fourth", "andabi/deep-voice-conversion", "983c275d"),
    ("twenty-fourth", "Kyubyong/g2p", "c6439c27"),
    ("twenty-fourth", "suriyadeepan/easy_seq2seq", "c05b0d02"),
    ("twenty-fourth", "mari-linhares/tensorflow-workshop", "55679d7e"),
    ("twenty-fourth", "PacktPublishing/TensorFlow-Machine-Learning-Cookbook", "1ba4e224"),
    ("twenty-fourth", "NVlabs/stylegan2", "bf0fe0ba"),
    ("twenty-fourth", "kevinzakka/recurrent-visual-attention", "a38ac895"),
    # "twenty-fifth": fetched 2026-11-27 at the end of stop 28, judged blind (one judge) on the
    # tool as the stop left it, for measurement only.
    ("twenty-fifth", "floodsung/DRL-FlappyBird", "f4fb85de"),
    ("twenty-fifth", "yenchenlin/DeepLearningFlappyBird", "5a08d405"),
    ("twenty-fifth", "jinfagang/tensorflow_poems", "d92867b5"),
    ("twenty-fifth", "hizhangp/yolo_tensorflow", "88aba9d5"),
    ("twenty-fifth", "tomlepaine/fast-wavenet", "5983fa0e"),
    ("twenty-fifth", "PacktPublishing/Hands-On-Reinforcement-Learning-with-Python", "21c815b2"),
    ("twenty-fifth", "wookayin/tensorflow-talk-debugging", "680ea79c"),
    # "twenty-sixth": fetched 2026-11-27 (stop 29), judged blind (three judges) on the tool as
    # stop 28 left it, before this split's fixes.
    ("twenty-sixth", "zche/tensorflow_study", "25d3b6e5"),
    ("twenty-sixth", "koonchen/TensorFlow-notes", "e084dda1"),
    ("twenty-sixth", "kpot/keras-transformer", "b9d4e76c"),
    ("twenty-sixth", "jocicmarko/ultrasound-nerve-segmentation", "df9eb77f"),
    ("twenty-sixth", "rykov8/ssd_keras", "a560b91e"),
    ("twenty-sixth", "osh/KerasGAN", "01701473"),
    ("twenty-sixth", "roomylee/rnn-text-classification-tf", "35a8a48d"),
    ("twenty-sixth", "DongjunLee/transformer-tensorflow", "b6585fa7"),
    ("twenty-sixth", "nilboy/tensorflow-yolo", "b68ddcff"),
    ("twenty-sixth", "YixuanLi/densenet-tensorflow", "ea993afd"),
    # zhedongzheng/tensorflow-nlp was fetched too and judged with this split: it is
    # zhedongzheng/finch renamed, at the thirteenth split's commit, so it is not listed twice.
    ("twenty-sixth", "AppliedDataSciencePartners/WorldModels", "af1b4752"),
    ("twenty-sixth", "llSourcell/tensorflow_chatbot", "0ab31017"),
    ("twenty-sixth", "jiaxiang-wu/quantized-cnn", "d6e5084a"),
    ("twenty-sixth", "understructure/deep-learning-notes", "d432cdd4"),
    # "twenty-seventh": fetched 2026-11-27 at the end of stop 29, judged blind on the tool as
    # the stop left it, for measurement only.
    ("twenty-seventh", "yaroslavvb/stuff", "a8024ead"),
    ("twenty-seventh", "sayakpaul/Adaptive-Gradient-Clipping", "65f4ba6a"),
    ("twenty-seventh", "LynnHo/AttGAN-Tensorflow", "f1231fcc"),
    ("twenty-seventh", "tensorflow/kfac", "ddad6375"),
    ("twenty-seventh", "una-dinosauria/3d-pose-baseline", "666080d8"),
    ("twenty-seventh", "tensorflow/fairness-indicators", "6c970e0e"),
    # "twenty-eighth": fetched 2026-11-27 (stop 30), judged blind on the tool as stop 29 left it
    ("twenty-eighth", "CharlesShang/FastMaskRCNN", "bdae0770"),
    ("twenty-eighth", "GoogleCloudPlatform/ml-design-patterns", "060eb9f9"),
    ("twenty-eighth", "asyml/texar", "83b1f22a"),
    ("twenty-eighth", "czy36mengfei/tensorflow2_tutorials_chinese", "15b7ac2b"),
    ("twenty-eighth", "dragen1860/Deep-Learning-with-TensorFlow-book", "f99a94ed"),
    ("twenty-eighth", "farizrahman4u/seq2seq", "c37c67ff"),
    ("twenty-eighth", "hmishra2250/NTM-One-Shot-TF", "bff66a87"),
    ("twenty-eighth", "mrdbourke/tensorflow-deep-learning", "bd065b80"),
    ("twenty-eighth", "tensorflow/federated", "19114c5c"),
    ("twenty-eighth", "tensorflow/gnn", "5d7251e2"),
    ("twenty-eighth", "tensorflow/tfx", "58435d68"),
    ("twenty-eighth", "xiaohu2015/DeepLearning_tutorials", "9804687d"),
    ("twenty-eighth", "yrlu/reinforcement_learning", "aadf2763"),
    # "twenty-ninth": fetched 2026-11-27 (stop 30), judged blind on the tool after the
    # twenty-eighth's fixes (commit 1381b2d)
    ("twenty-ninth", "DeepVoltaire/AutoAugment", "19c8c484"),
    ("twenty-ninth", "hill-a/stable-baselines", "259f2786"),
    ("twenty-ninth", "Hyperparticle/one-pixel-attack-keras", "8261f976"),
    ("twenty-ninth", "jacobgil/keras-grad-cam", "5a88cdcd"),
    ("twenty-ninth", "keon/deep-q-learning", "7856f2f0"),
    ("twenty-ninth", "Kyubyong/wordvectors", "450c4592"),
    ("twenty-ninth", "MorvanZhou/NLP-Tutorials", "3aa02a13"),
    ("twenty-ninth", "nicolov/segmentation_keras", "4c88c4dd"),
    ("twenty-ninth", "openai/spinningup", "038665d6"),
    ("twenty-ninth", "tensorflow/magenta-demos", "f4c8dcdb"),
    ("twenty-ninth", "tensorflow/serving", "9d981c5c"),
    ("twenty-ninth", "tensorflow/tensorrt", "13b14ef7"),
    ("twenty-ninth", "tensorforce/tensorforce", "d384bdc8"),
    ("twenty-ninth", "zalandoresearch/fashion-mnist", "b2617bb6"),
    # "thirtieth": fetched 2026-11-27 (stop 30), judged blind on the tool after the
    # twenty-ninth's fixes (commit 7d95def)
    ("thirtieth", "amanchadha/coursera-deep-learning-specialization", "e9de0f4d"),
    ("thirtieth", "Arsey/keras-transfer-learning-for-oxford102", "5b9040a6"),
    ("thirtieth", "deepmind/bsuite", "b4c9fed9"),
    ("thirtieth", "enggen/Deep-Learning-Coursera", "1407e19c"),
    ("thirtieth", "jaromiru/AI-blog", "348628b1"),
    ("thirtieth", "JudasDie/deeplearning.ai", "8c484dd9"),
    ("thirtieth", "kerlomz/captcha_trainer", "6fd35c0c"),
    ("thirtieth", "lexfridman/mit-deep-learning", "c5cc240d"),
    ("thirtieth", "naokishibuya/car-behavioral-cloning", "edf20618"),
    ("thirtieth", "sjvasquez/web-traffic-forecasting", "6cb4a91d"),
    # "thirty-first": fetched 2026-11-27 (stop 31), judged blind on the tool of stop 30
    # (commit 26f5a91); vahidk/EffectiveTensorflow was fetched too but holds no Python
    ("thirty-first", "eragonruan/text-detection-ctpn", "c04a571e"),
    ("thirty-first", "few-shot-learning/Keras-FewShotLearning", "0f176f86"),
    ("thirty-first", "fengjiran/tensorflow_learning", "44dce5bb"),
    ("thirty-first", "Freshield/LEARN_TENSORFLOW", "87be0362"),
    ("thirty-first", "garethjns/reinforcement-learning-keras", "8fd4b334"),
    ("thirty-first", "GoogleCloudPlatform/keras-idiomatic-programmer", "760e4a86"),
    ("thirty-first", "google-research/batch-ppo", "3d097059"),
    ("thirty-first", "google-research/planet", "c04226b6"),
    ("thirty-first", "hirofumi0810/tensorflow_end2end_speech_recognition", "65b97280"),
    ("thirty-first", "mystic123/tensorflow-yolo-v3", "5e7a259e"),
    ("thirty-first", "oarriaga/SSD-keras", "7b490ed1"),
    ("thirty-first", "TensorSpeech/TensorFlowASR", "f092d397"),
    ("thirty-first", "younggyu0906/Tensorflow-Study", "b97dedcb"),
    # "thirty-second": fetched 2026-11-27 (stop 31), judged blind on the tool after the
    # thirty-first's fixes; wagamamaz/tensorflow-tutorial was fetched too but holds no Python
    ("thirty-second", "argman/EAST", "dca414de"),
    ("thirty-second", "david8862/keras-YOLOv3-model-set", "96b59be4"),
    ("thirty-second", "deezer/spleeter", "64daa5a9"),
    ("thirty-second", "dwg920302/study_tensorflow", "0075c874"),
    ("thirty-second", "galeone/dynamic-training-bench", "6534e18b"),
    ("thirty-second", "google-research/seed_rl", "0e1e0ac9"),
    ("thirty-second", "jcisarano/tensorflow_practice", "c418185e"),
    ("thirty-second", "KristianHolsheimer/keras-gym", "0296ddcc"),
    ("thirty-second", "Socret360/object-detection-in-keras", "0b582a46"),
    ("thirty-second", "TensorSpeech/TensorFlowTTS", "13687713"),
    ("thirty-second", "TheUnsolvedDev/TensorflowAI", "7b2dec1f"),
    # "thirty-third": fetched 2026-11-27 (stop 31), TF1-heavy tutorial collections, judged
    # blind on the tool after the thirty-second's fixes and the stop's review
    ("thirty-third", "caicloud/tensorflow-tutorial", "8c7c82a1"),
    ("thirty-third", "ChengBinJin/TensorFlow-Tutorials-Weihai", "9a7e685e"),
    ("thirty-third", "dongminlee94/DL-Tensorflow-Tutorial", "1956429a"),
    ("thirty-third", "dongminlee94/RL-Tensorflow-Tutorial", "236145df"),
    ("thirty-third", "fabienbaradel/Tensorflow-tutorials", "3a3c6a23"),
    ("thirty-third", "fanrong33/TensorFlow-tutorials", "4d52b5f8"),
    ("thirty-third", "geektutu/tensorflow-tutorial-samples", "0a16bfc1"),
    ("thirty-third", "JRMeyer/tensorflow-tutorial", "dbbf65bc"),
    ("thirty-third", "Lornatang/tensorflow-tutorial", "789012d0"),
    ("thirty-third", "MinkaiXu/Tensorflow-tutorial", "c973740f"),
    ("thirty-third", "yongyehuang/Tensorflow-Tutorial", "88b5cdbd"),
    ("thirty-third", "yurangja99/rl-tensorflow-tutorial", "942c47d1"),
    # "thirty-fourth": fetched 2026-11-27 (stop 31), more TF1 tutorial collections, judged
    # blind on the tool after the thirty-third's fixes and the review; 3hdeng/TensorFlow-Tutorials
    # was fetched too and left out: it is a fork of nlintz/TensorFlow-Tutorials, kept for the
    # project's own blind evaluation
    ("thirty-fourth", "hedwigi/tensorflow-tutorial", "8f1931f9"),
    ("thirty-fourth", "hewu2008/tensorflow-tutorial", "0124dff5"),
    ("thirty-fourth", "Illykai/tensorflow-tutorials", "ab519796"),
    ("thirty-fourth", "jacobmattox/TensorFlow-Tutorial", "09402434"),
    ("thirty-fourth", "janFrancoo/TensorFlow-Tutorials", "b34dbf90"),
    ("thirty-fourth", "mac0314/Tensorflow-Tutorial", "6acad82e"),
    ("thirty-fourth", "reivaj05/tensorflow-tutorials", "6b2ee116"),
    ("thirty-fourth", "satonreb/tensorflow-tutorial", "283a9f65"),
    ("thirty-fourth", "tms1337/tensorflow-tutorial", "3480b0ea"),
    ("thirty-fourth", "xuehuanran/tensorflow-tutorial", "b0e01403"),
    # "thirty-fifth": fetched 2026-11-27 (stop 32), TF1 tutorial collections, GAN and text
    # classification projects, judged blind on the tool of stop 31; helloJamest/tensorflow-tutorial
    # (copies of aymericdamien/TensorFlow-Examples) and PlumTester/Tensorflow-Tutorials (copies of
    # tensorflow/docs) were fetched and left out: both are kept for the project's own blind evaluation
    ("thirty-fifth", "GhibliField/tensorflow-tutorial", "1c38b5cb"),
    ("thirty-fifth", "furaoing/tensorflow-tutorial", "72e57b4d"),
    ("thirty-fifth", "arupa-sadhak/tensorflow-tutorials", "a15b0c57"),
    ("thirty-fifth", "cyj907/tensorflow-tutorial", "c8b55136"),
    ("thirty-fifth", "adrianbevan/TensorFlow-Tutorial", "00ed50eb"),
    ("thirty-fifth", "himvish997/tensorflow-tutorial", "dda78dfb"),
    ("thirty-fifth", "rxedu/tensorflow-tutorials", "2821c245"),
    ("thirty-fifth", "kkleidal/tensorflow-tutorials", "4ff34b81"),
    ("thirty-fifth", "GZHermit/tensorflow-GAN4Segmentation", "223a174b"),
    ("thirty-fifth", "DarkGeekMS/Tensorflow-GANs-Architectures-Implementation", "4fa67902"),
    ("thirty-fifth", "arfu2016/text-classification-cnn-rnn", "7e34c71e"),
    ("thirty-fifth", "LongxingTan/Text-classification", "31cc66b5"),
    # "thirty-sixth": fetched 2026-11-27 (stop 32), TF1 RNN and CNN training projects (loops
    # that feed batches), judged blind on the tool of stop 31
    ("thirty-sixth", "hccho2/Tensorflow-RNN-Tutorial", "7fa32066"),
    ("thirty-sixth", "yunsangq/tensorflow-rnn-lstm", "6ba65fcf"),
    ("thirty-sixth", "CodeAchieveDream/Tensorflow-RNN", "9764b644"),
    ("thirty-sixth", "ugnelis/tensorflow-rnn-ctc", "6998ba91"),
    ("thirty-sixth", "martin-gorner/tensorflow-rnn-shakespeare", "25946cd6"),
    ("thirty-sixth", "dgurkaynak/tensorflow-cnn-finetune", "5aa301a6"),
    ("thirty-sixth", "tbriot/MNIST-tensorflow-cnn", "d0d4edce"),
    ("thirty-sixth", "1427832045/tensorflow-cnn", "b4e10625"),
    ("thirty-sixth", "gary30404/tensorflow-cnn-cifar10", "553f3d1e"),
    ("thirty-sixth", "jshin49/Kaggle-Cat-vs-Dog-Tensorflow-CNN", "b3e88d71"),
    ("thirty-sixth", "luanjunyi/tensorflow-cnn", "4f524b66"),
    ("thirty-sixth", "philipperemy/tensorflow-cnn-time-series", "d975e822"),
    ("thirty-sixth", "victor-iyi/tensorflow-examples", "ec855e7c"),
    ("thirty-sixth", "sfujiwara/tensorflow-examples", "6b9dd3ba"),
    ("thirty-sixth", "ouprince/tensorflow-cnn", "157dc407"),
    ("thirty-sixth", "nayutaya/tensorflow-rnn-sin", "59362b59"),
    # "thirty-seventh": fetched 2026-11-27 (stop 32), seq2seq and chatbot projects, Keras
    # tutorials (TF2 and Keras 2), an RL project, judged blind on the tool after the
    # thirty-fifth's and thirty-sixth's fixes; mingluzhao/Deep-Reinforcement-Learning-with-Tensorflow
    # was too large to fetch
    ("thirty-seventh", "Jeongah-Shin/integer-seq2seq-tensorflow", "8f2be7c1"),
    ("thirty-seventh", "Charles-75/chatbot-seq2seq-tensorflow", "4cc8d005"),
    ("thirty-seventh", "keon/Seq2Seq-Tensorflow", "dcf5097a"),
    ("thirty-seventh", "fractus-io/keras-tutorial", "4da0b170"),
    ("thirty-seventh", "LeeSM0518/keras-tutorial", "e38cd009"),
    ("thirty-seventh", "tgjeon/Keras-Tutorials", "01a409db"),
    ("thirty-seventh", "ningshixian/Keras-Tutorial", "b45244d2"),
    ("thirty-seventh", "kdhht2334/Tensorflow-keras-tutorial", "d6785d6f"),
    ("thirty-seventh", "poweic/deep-reinforcement-learning", "f0276a79"),
    ("thirty-seventh", "stephen-v/deeplearning-keras-tutorials", "563f74c3"),
    ("thirty-seventh", "kaust-vislab/keras-tutorials-lite", "a8d70010"),
    ("thirty-seventh", "kimjeongtae/seq2seq-tensorflow", "4476c430"),
    # "thirty-eighth": fetched 2026-11-27 (stop 32), TensorFlow 2 projects (detectors,
    # transformers, GANs, RL, model zoos), judged blind on the tool after the thirty-seventh's
    # fixes; Qinbf/Deep-Learning-Tensorflow2 was fetched and left out (no Python files)
    ("thirty-eighth", "srihari-humbarwadi/retinanet-tensorflow2.x", "0df3de07"),
    ("thirty-eighth", "Changyu-Guo/Transformer-With-TensorFlow2", "62c67964"),
    ("thirty-eighth", "modudeepnlp/NLP_Tensorflow2.0", "b0fcc5a1"),
    ("thirty-eighth", "ryancheunggit/tensorflow2_model_zoo", "584e015c"),
    ("thirty-eighth", "hoel-bagard/Classification-TensorFlow2", "7e1f41db"),
    ("thirty-eighth", "marload/DeepRL-TensorFlow2", "876266d9"),
    ("thirty-eighth", "mcps5601/TimeGAN-tensorflow2", "6f68f9ae"),
    ("thirty-eighth", "ntozer/mixmatch-tensorflow2.0", "868946ae"),
    ("thirty-eighth", "penny4860/tf2-eager-yolo3", "81766c3f"),
    ("thirty-eighth", "jacky10001/tf2-mycnn", "6a631ee7"),
    ("thirty-eighth", "YunYang1994/TensorFlow2.0-Examples", "299fd668"),
    ("thirty-eighth", "hubertkarbowy/awd_lstm_tensorflow2", "0b8d1f94"),
    ("thirty-eighth", "calmiLovesAI/TensorFlow2.0_SSD", "11ef46f0"),
    # "thirty-ninth": fetched 2026-11-27 (stop 32), notebooks of books and courses (Deep
    # Learning with Python in both editions, a TensorFlow course, Keras notebooks), judged
    # blind on the tool after the thirty-eighth's fixes and the regression run;
    # atmafra/deep-learning-with-python was too large to fetch
    ("thirty-ninth", "nampluskr/deep-learning-with-python", "4bbbe1b9"),
    ("thirty-ninth", "monda00/deep-learning-with-python-and-keras", "5fd09199"),
    ("thirty-ninth", "jElhamm/Deep-Learning-With-Python-Second-Edition", "16339102"),
    ("thirty-ninth", "zsy2053/TensorFlow-for-Deep-Learning-with-Python", "72766686"),
    ("thirty-ninth", "scottapp/tensorflow-notebooks", "ad49b6c7"),
    ("thirty-ninth", "blueskywalker/tensorflow-notebooks", "ac51cea9"),
    ("thirty-ninth", "kostaleonard/deep-learning-with-python", "ad5adb76"),
    ("thirty-ninth", "fjospinas/complete-guide-to-tensorflow-for-deep-learning-with-python", "33979831"),
    ("thirty-ninth", "lordleeber/deep-learning-with-python-notebooks-tf2", "6b834861"),
    ("thirty-ninth", "MaximoDouglas/deep-learning-with-python-brownlee", "157bdb93"),
    ("thirty-ninth", "sammyne/Deep-Learning-with-Python-2ed-cn", "50a98c3e"),
    # "fortieth": fetched 2026-11-27 (stop 32), TF1 research code (capsule networks, pix2pix,
    # a Tacotron/WaveNet vocoder), judged blind on the tool after the thirty-ninth's fixes;
    # Kyubyong/transformer was fetched and left out (an earlier split has it)
    ("fortieth", "LeanderLXZ/capsnet-tensorflow", "57eb98e7"),
    ("fortieth", "shinseung428/CapsNet_Tensorflow", "e552929a"),
    ("fortieth", "jarchv/capsnet-tensorflow", "e4a69124"),
    ("fortieth", "taki0112/pix2pix-Tensorflow", "993f3922"),
    ("fortieth", "amobiny/Deep_CapsNet", "2a72a147"),
    ("fortieth", "JsFlo/CapsNet", "ebc8d716"),
    ("fortieth", "thibo73800/capsnet-traffic-sign-classifier", "21a1fbce"),
    ("fortieth", "ChengBinJin/pix2pix-tensorflow", "409f48ad"),
    ("fortieth", "memo/webcam-pix2pix-tensorflow", "aada048e"),
    ("fortieth", "amobiny/Fast_CapsNet", "a2f0ea3a"),
    ("fortieth", "hccho2/Tacotron-Wavenet-Vocoder-Korean", "518eb52e"),
    # "forty-first": fetched 2026-11-27 (stop 32), Keras 3 projects (ViT, diffusion, GNN,
    # bert4keras3) and TensorFlow course notebooks, judged blind on the tool after the
    # fortieth's fixes; PhilRTFM/Keras3_personal_training and vigneshjs/tensorflow-coursera
    # were fetched and left out (no Python files)
    ("forty-first", "ghif/vit-keras3", "ed8cc47b"),
    ("forty-first", "arijitcodespace/GNN-Keras3", "b2dde29b"),
    ("forty-first", "ghif/diffusion-keras3", "33bb9be3"),
    ("forty-first", "pass-lin/bert4keras3", "c00f23cb"),
    ("forty-first", "AlirezaSaei1/Tensorflow-Course", "32ed9d18"),
    ("forty-first", "lasher169/tensorflow-course", "570f7a26"),
    ("forty-first", "gmcapra/Python-TensorFlow-Course", "5db50737"),
    ("forty-first", "littleheap/TensorFlow-Coursera", "8e1146b4"),
    ("forty-first", "trofaiacher/dl-tensorflow-course", "025beaef"),
    ("forty-first", "patrickloeber/tensorflow-course", "c8ef0fe2"),
    # "forty-second": fetched 2026-11-27 (stop 32), MNIST training projects (TF1 loops, GANs,
    # VAEs, adversarial examples, distillation), judged blind on the tool after the
    # forty-first's fixes; kindlychung/tensorflow-mnist was too large to fetch
    ("forty-second", "tendulkar/tensorflow-mnist-tutorial", "5d2ee3b6"),
    ("forty-second", "davidstutz/tensorflow-mnist-experiments", "eea97835"),
    ("forty-second", "ksopyla/tensorflow-mnist-convnets", "c3131017"),
    ("forty-second", "ppplinday/Multiple-GAN-Tensorflow-Mnist", "71947076"),
    ("forty-second", "Gevorg-Minasyan/tensorflow-mnist-gan", "5ae186c9"),
    ("forty-second", "QinglinCheng/tensorflow-mnist-labs", "7306f12a"),
    ("forty-second", "hwalsuklee/tensorflow-mnist-AAE", "ddca54fc"),
    ("forty-second", "wangyixiang/tensorflow-mnist-batch-read-and-train-tutorial", "8edf7e69"),
    ("forty-second", "yujialai/tensorflow-mnist-adversarial", "b24f26b2"),
    ("forty-second", "wenxichen/Tensorflow-MNIST-Distlling", "9fe40bfe"),
    ("forty-second", "kochlisGit/Tensorflow-MNIST-State-Of-The-Art", "9b995171"),
    # "forty-third": fetched 2026-11-28 (stop 32), TensorFlow implementations of papers (StyleGAN,
    # HyperFace, YOLO, FCN, Triple-GAN, CycleGAN, SRGAN, DBN, LCNN), judged blind on the tool at
    # the end of the stop (after the review's fixes), to measure it on code none of its fixes saw
    ("forty-third", "kayua/StyleGan-Tensorflow-Implementation", "f3e9af64"),
    ("forty-third", "shashanktyagi/HyperFace-TensorFlow-implementation", "6ebc0a96"),
    ("forty-third", "litcoderr/Error-Encoding-Network-Tensorflow-Implementation", "869f087f"),
    ("forty-third", "RobbertBrand/Yolo-Tensorflow-Implementation", "c10f4d94"),
    ("forty-third", "meet-minimalist/YoloV3-Tensorflow-Implementation", "9509739f"),
    ("forty-third", "sagieppel/Fully-convolutional-neural-network-FCN-for-semantic-segmentation-Tensorflow-implementation", "ed772ba2"),
    ("forty-third", "Wenyuan-Vincent-Li/Tensorflow-Implementation-of-Triple-GAN", "896feee6"),
    ("forty-third", "Peratham/tensorflow-implementation", "83536770"),
    ("forty-third", "sandeep-ipk/Tensorflow-implementations", "92fbf428"),
    ("forty-third", "Hardysong/Tensorflow-implementation-of-DBN-including-GBRBM-BBRBM-", "c6a805ce"),
    ("forty-third", "Rayhchs/cyclegan-tensorflow-implementation", "4dc6bd88"),
    ("forty-third", "yxu0611/Tensorflow-implementation-of-LCNN", "c4b24ea3"),
    ("forty-third", "mrinaaall/TensorFlow-Implementation-of-SRGAN", "ccfd9047"),
    # "forty-fourth": fetched 2026-11-28 (stop 33), text classification, seq2seq, VAE and LSTM
    # research code (TF1 loops, char-CNNs, chatbots), judged blind on the tool at the start of stop 33
    ("forty-fourth", "jeonghunyoon/Text-classification-tensorflow", "3c7c80bc"),
    ("forty-fourth", "yxtay/text-classification-tensorflow", "1be7e1e3"),
    ("forty-fourth", "YangKing0834131/NLP-text-classification-tensorflow", "ce0b25ef"),
    ("forty-fourth", "Irvinglove/char-CNN-text-classification-tensorflow", "4555e5b3"),
    ("forty-fourth", "kinni/char-cnn-text-classification-tensorflow", "5900088a"),
    ("forty-fourth", "igorvishnevskiy/Seq2Seq-Tensorflow-1.0-Chatbot", "98035c02"),
    ("forty-fourth", "bidrager/Seq2Seq-Tensorflow", "40043f67"),
    ("forty-fourth", "dancsalo/TensorFlow-VAE", "f148333a"),
    ("forty-fourth", "blackhat-coder/Tensorflow-VAE-", "8faf8f91"),
    ("forty-fourth", "bravekjh/tensorflow-vae", "2249bab4"),
    ("forty-fourth", "TobiasLee/MTA-LSTM-TensorFlow", "2956d979"),
    ("forty-fourth", "DangMinh24/MatchLSTM-Tensorflow", "1daad5e3"),
    ("forty-fourth", "Janus-Shiau/awd-lstm-tensorflow", "14b370ff"),
    ("forty-fourth", "MingyuLi19910814/C-LSTM-Tensorflow", "4de39d3d"),
    ("forty-fourth", "phvu/grid-lstm-tensorflow", "0cec920b"),
    ("forty-fourth", "zi-lin/on-lstm-tensorflow", "3a80a218"),
    ("forty-fourth", "IamArmanNikkhah/VAE-LSTM-TensorFlow", "b77c7c05"),
    # "forty-fifth": fetched 2026-11-28 (stop 33), Keras 3 projects (CRF layers, U-Nets, Llama 2,
    # ResNets, course notebooks, multi-backend MNIST), judged blind on the tool at the start of stop 33
    ("forty-fifth", "homfunc/keras3-crf", "f03e2f8a"),
    ("forty-fifth", "Symbiotic-Computing-Laboratory/keras3_tools", "df0d4296"),
    ("forty-fifth", "SmellyFella/QECO_Keras3_Compat", "ec525f60"),
    ("forty-fifth", "DonaldKellett/fmnist-keras3", "69ddfbcd"),
    ("forty-fifth", "logasja/keras3-unets", "fb439680"),
    ("forty-fifth", "zqgong/Llama2_keras3", "b701d799"),
    ("forty-fifth", "kevincoakley/keras3-resnet", "e0fe40d7"),
    ("forty-fifth", "tensorchiefs/dl_keras3", "fafbac86"),
    ("forty-fifth", "quangtiencs/keras3-inside-deep-learning", "72d6792d"),
    ("forty-fifth", "damifts/keras3-multi-backend-mnist", "f3080204"),
    ("forty-fifth", "epilefarias/tiny_speaker_recognition_keras3", "9a209ae1"),
    ("forty-fifth", "nihpat19/nnfabrik-keras3", "80b2a199"),
    # "forty-sixth": fetched 2026-11-28 (stop 33), CapsNet, DQN and pix2pix implementations (TF1
    # training loops, replay memories, TF2 GANs), judged blind on the tool after the forty-fourth's
    # and forty-fifth's fixes; oronanschel/DQN-tensorflow was fetched and left out (devsisters' layout)
    ("forty-sixth", "InnerPeace-Wu/CapsNet-tensorflow", "5a38c332"),
    ("forty-sixth", "deepblacksky/capsnet-tensorflow", "854391c3"),
    ("forty-sixth", "rohit-mehra/CapsNet-tensorflow-jupyter", "c097de2f"),
    ("forty-sixth", "dunchen/CapsNet-Tensorflow-1", "d0aba525"),
    ("forty-sixth", "sfujiwara/dqn-tensorflow", "b78a28e9"),
    ("forty-sixth", "himanshusahni/dqn-tensorflow", "93d83538"),
    ("forty-sixth", "ZidanMusk/deep-RL-DQN-tensorflow", "70b2e1c5"),
    ("forty-sixth", "AlphaHelix456/Atari-DQN-TensorFlow", "1d733054"),
    ("forty-sixth", "DongjunLee/dqn-tensorflow", "8d952a32"),
    ("forty-sixth", "Nguyendat-bit/pix2pix-tensorflow", "c8c07717"),
    ("forty-sixth", "JKSenthil/pix2pix-tensorflow-2.0", "4d0ff11c"),
    ("forty-sixth", "cameronfabbri/Pix2Pix-Tensorflow-2", "5db5910b"),
    # "forty-seventh": fetched 2026-11-28 (stop 33), sentiment-analysis and autoencoder projects
    # (TF1 training loops), judged blind on the tool after the forty-sixth's fixes;
    # sk-g/Speech-Recognition-Tensorflow-Challenge was too large to fetch
    ("forty-seventh", "adarsh415/Yelp-Sentiment-Analysis-TensorFlow", "5309b3c0"),
    ("forty-seventh", "brunocfnba/sentiment-analysis-tensorflow", "e5eaeac2"),
    ("forty-seventh", "Jakelee24/Sentiment-Analysis-tensorflow", "4eb82a98"),
    ("forty-seventh", "danionescu0/sentiment-analysis-tensorflow", "48c298f1"),
    ("forty-seventh", "rvinas/sentiment-analysis-tensorflow", "edc345b8"),
    ("forty-seventh", "rajarsheem/libsdae-autoencoder-tensorflow", "7aa3b6e3"),
    ("forty-seventh", "brendon-boldt/discrete-autoencoder-tensorflow", "712b193d"),
    ("forty-seventh", "michaelzhhan1990/Variational-Recurrent-Autoencoder-Tensorflow", "077f4a5d"),
    ("forty-seventh", "evander-dacosta/Autoencoder-tensorflow", "3e31f4e9"),
    ("forty-seventh", "dustindorroh/sparse-autoencoder-tensorflow", "cc84fbb9"),
    ("forty-seventh", "FilippoMB/Autoencoder-Tensorflow", "48dc65d9"),
    ("forty-seventh", "ThanhChinhBK/Hierarchical-Neural-Autoencoder-Tensorflow", "5a40bc51"),
    ("forty-seventh", "Psycho7/Denoising-Autoencoder-TensorFlow", "33b11249"),
    ("forty-seventh", "volpato30/Adversarial-Autoencoder-tensorflow", "261d69de"),
    # "forty-eighth": fetched 2026-11-28 (stop 33), GAN, image-captioning and NER-serving projects,
    # judged blind on the tool at the end of stop 33 (after the review's fixes)
    ("forty-eighth", "jionie/OrgansegC2F-Tensorflow-GAN", "63bbbc7b"),
    ("forty-eighth", "MonMog/tensorflow-gan", "2f7272e8"),
    ("forty-eighth", "chaiyujin/tensorflow-gan", "4385e415"),
    ("forty-eighth", "mystic123/tensorflow-gan", "35c4a5e3"),
    ("forty-eighth", "TwistedW/tensorflow-GANs", "265b39b5"),
    ("forty-eighth", "acappemin/tensorflow-gan", "f3cd0c71"),
    ("forty-eighth", "hwalsuklee/tensorflow-GAN-1d-gaussian-ex", "1613300b"),
    ("forty-eighth", "animit-kulkarni/image-captioning-tensorflow", "68828c59"),
    ("forty-eighth", "huboyku/image-captioning-tensorflow", "9b8bea06"),
    ("forty-eighth", "kvlsky/image-captioning-tensorflow2", "3c9f1388"),
    ("forty-eighth", "princepurohit153/ner-tensorflow-serving-tornado", "88108611"),
    ("forty-eighth", "junapapa/tensorflow-GAN-mnist", "956fe324"),
    # "forty-ninth": fetched 2026-11-28 (stop 34), word2vec and Transformer projects (TF1 and TF2),
    # judged blind on the tool at the start of stop 34
    ("forty-ninth", "adm1n123/Word2Vec-tensorflow-v2", "589d610a"),
    ("forty-ninth", "suhas-km/word2vec-tensorflow", "d83aa620"),
    ("forty-ninth", "Libardo1/word2vec-tensorflow", "c5ad8741"),
    ("forty-ninth", "ajlangley/word2vec-tensorflow", "eae38c16"),
    ("forty-ninth", "carpedm20/word2vec-tensorflow", "a903d895"),
    ("forty-ninth", "DeepDarkOdyssey/word2vec-tensorflow", "ae24dac6"),
    ("forty-ninth", "devjeetr/word2vec-TensorFlow", "3ad41146"),
    ("forty-ninth", "Li-Ming-Fan/transformer-tensorflow", "4c39447a"),
    ("forty-ninth", "lilianweng/transformer-tensorflow", "ddcebc3f"),
    ("forty-ninth", "strutive07/transformer-tensorflow2.0", "436c4db5"),
    ("forty-ninth", "flrngel/Transformer-tensorflow", "070df036"),
    ("forty-ninth", "WangZesen/Transformer-Tensorflow", "d6acfe0f"),
    ("forty-ninth", "kkw0877/Transformer-tensorflow", "7aef0d4e"),
    ("forty-ninth", "cxjyxxme/spatial-transformer-tensorflow", "ac11d17a"),
    # "fiftieth": fetched 2026-11-28 (stop 34), VAE projects, a seq2seq CVAE and a recommender,
    # judged blind on the tool after the forty-ninth's fixes; PhilRTFM/Keras3_personal_training has no Python
    ("fiftieth", "alexbooth/Beta-VAE-Tensorflow-2.0", "daeda449"),
    ("fiftieth", "LynnHo/VAE-Tensorflow", "c204a943"),
    ("fiftieth", "hardmaru/cppn-gan-vae-tensorflow", "12de3124"),
    ("fiftieth", "DongjunLee/vae-tensorflow", "86ebab43"),
    ("fiftieth", "mingukkang/VAE-tensorflow", "20eb3f5b"),
    ("fiftieth", "ChengBinJin/VAE-Tensorflow", "d754ea89"),
    ("fiftieth", "DevKiHyun/VAE-Tensorflow", "894c8f77"),
    ("fiftieth", "KerrWu/VAE-tensorflow", "a338694c"),
    ("fiftieth", "tegg89/VAE-Tensorflow", "d2caa421"),
    ("fiftieth", "andrewliao11/VAE-tensorflow", "51e391c6"),
    ("fiftieth", "camigord/VAE-TensorFlow", "66be6e3a"),
    ("fiftieth", "mattiasarro/seq2seq-cvae-tensorflow", "6f36d530"),
    ("fiftieth", "yxtay/recommender-tensorflow", "0a44053e"),
    ("fiftieth", "jinxu06/Disentangled-PixelVAE-Tensorflow", "eb0fe4a7"),
    # "fifty-first": fetched 2026-11-28 (stop 34), TF1 CIFAR-10 training loops and Keras CNN projects,
    # judged blind on the tool after the forty-ninth's and fiftieth's fixes; liuxiaohui1221/cifar10-tensorflow
    # is persistforever's at the same commit and is left out
    ("fifty-first", "persistforever/cifar10-tensorflow", "8a2049e8"),
    ("fifty-first", "namakemono/cifar10-tensorflow", "54bbaa49"),
    ("fifty-first", "houssamzenati/DeepModels-MNIST-CIFAR10-Tensorflow", "8be12294"),
    ("fifty-first", "nachiketa3299/KU-Lenet5-CIFAR10-Tensorflow", "c2b7c09f"),
    ("fifty-first", "EileenHsieh/CIFAR10-Tensorflow", "950aa232"),
    ("fifty-first", "henseljahja/sentiment-analysis-lstm-tensorflow", "51f9c850"),
    ("fifty-first", "X-rayLaser/keras-cnn-1drnn-ctc", "e27f717c"),
    ("fifty-first", "p-dirac/python-keras-cnn", "133b05cb"),
    ("fifty-first", "drewszurko/keras-cnn-cifar10", "e5ef3fed"),
    ("fifty-first", "guillaume-chevalier/Hyperopt-Keras-CNN-CIFAR-100", "a22d28b2"),
    ("fifty-first", "kittinan/trex-keras-cnn", "97b15338"),
    ("fifty-first", "minhquan6203/Keras-CNN", "aeffa577"),
    ("fifty-first", "GINK03/keras-cnn-text-classify", "6585f546"),
    ("fifty-first", "eremo2002/tf.keras-CNN", "24a00b29"),
    ("fifty-first", "exeex/audio-classifier-keras-cnn", "5d25631c"),
    # "fifty-second": fetched 2026-11-28 (stop 34), TensorFlow 2 tutorials and U-Net projects, judged blind
    # on the tool after the fifty-first's fixes; rhaps0dy/deep-rl-tensorflow (a copy of carpedm20's) is left out
    ("fifty-second", "Lornatang/TensorFlow2-tutorials", "df5bc050"),
    ("fifty-second", "lao-tseu-is-alive/tensorflow2-tutorial", "9896ebb9"),
    ("fifty-second", "LambdaColdStorage/TensorFlow2-tutorial", "fe25d005"),
    ("fifty-second", "yqqCheergo/PKU-TensorFlow2-tutorial", "19bb05e4"),
    ("fifty-second", "MorvanZhou/Tensorflow2-Tutorial", "871c6277"),
    ("fifty-second", "xadrianzetx/mobileunet-tensorflow", "598e3a8a"),
    ("fifty-second", "tkuanlun350/3DUnet-Tensorflow-Brats18", "8f9e4974"),
    ("fifty-second", "ytliang97/Unet-Tensorflow", "9b85052b"),
    ("fifty-second", "timctho/unet-tensorflow", "8bf3fcd2"),
    ("fifty-second", "zizhaozhang/unet-tensorflow-keras", "37015016"),
    ("fifty-second", "JanPalasek/resunet-tensorflow", "9f080cab"),
    ("fifty-second", "lyatdawn/Unet-Tensorflow", "f2003be9"),
    ("fifty-second", "zhulf0804/UNet-Tensorflow", "b9733f5a"),
    ("fifty-second", "RyanCCC/unet-tensorflow", "178f6fab"),
    ("fifty-second", "kepengxu/Unet-Tensorflow", "227b8a1b"),
    ("fifty-second", "HEIDIES/Unet-tensorflow", "7d00075c"),
    ("fifty-second", "minar09/FCN-UNet-TensorFlow", "609a99f3"),
    # "fifty-third": fetched 2026-11-28 (stop 34), A3C agents, time-series forecasting and TFLite projects,
    # judged blind on the tool after the fifty-second's fixes; nstavr04/TFLite-Model-OnDevice-Training has no Python
    ("fifty-third", "evander-dacosta/a3c-tensorflow", "5bb86e66"),
    ("fifty-third", "carpedm20/a3c-tensorflow", "0be1962c"),
    ("fifty-third", "yuishihara/A3C-tensorflow", "09b0a847"),
    ("fifty-third", "kkw0877/A3C-tensorflow", "45debd25"),
    ("fifty-third", "jjkke88/A3C-tensorflow", "807e5451"),
    ("fifty-third", "tmoer/a3c-Tensorflow-OpenAIGym", "384833aa"),
    ("fifty-third", "kkweon/A3C-Tensorflow", "1c89bf64"),
    ("fifty-third", "ethanscho/simple-card-game-a3c-tensorflow", "9dcfce04"),
    ("fifty-third", "flaviagaia/time-series-forecasting-tensorflow", "27e8658a"),
    ("fifty-third", "aryan-jadon/Regression-Loss-Functions-in-Time-Series-Forecasting-Tensorflow", "c1b33240"),
    ("fifty-third", "nex3z/tflite-model-maker-flowers", "92d89ddb"),
    ("fifty-third", "hakonbockman/TFlite-model-maker-example", "7d616d63"),
    ("fifty-third", "penny4860/build-tflite-models", "76856534"),
    ("fifty-third", "AIoScout/Google-Teachable-Machine-TFLite-model-training", "fe6899d1"),
    # "fifty-fourth": fetched 2026-11-28 (stop 34), PPO agents, attention models and Keras LSTM projects, judged
    # blind on the tool after the fifty-third's fixes; hititan's PPO copies jw1401's and samuelcaldas-ia's has no Python
    ("fifty-fourth", "jw1401/PPO-Tensorflow-2.0", "fa34ece2"),
    ("fifty-fourth", "smallguoan/DPPO-tensorflow", "1514f4fd"),
    ("fifty-fourth", "tscheepers/hred-attention-tensorflow", "6aa2957b"),
    ("fifty-fourth", "oracleofnj/nmt-attention-tensorflow", "6907def5"),
    ("fifty-fourth", "komal-sharan/Attention-TensorFlow", "6b14f635"),
    ("fifty-fourth", "KennCoder7/LearnToPayAttention-tensorflow", "33e32830"),
    ("fifty-fourth", "YhHoo/Keras-LSTM", "75fff5fa"),
    ("fifty-fourth", "simonmesmith/keras-lstm-boilerplate", "205b4f6b"),
    ("fifty-fourth", "tyge318/Keras-LSTM-Exercise", "a1e2c08c"),
    ("fifty-fourth", "MarlonCajamarca/Keras-LSTM-Trajectory-Prediction", "5297ab5e"),
    ("fifty-fourth", "Thartvigsen/Keras-LSTM-Experimental-Framework", "012e058f"),
    ("fifty-fourth", "jeffchenzc/Keras-LSTM", "426418bf"),
    ("fifty-fourth", "randaller/keras-lstm-text-generator", "b95f3693"),
    ("fifty-fourth", "jianwu-github/keras-lstm-sentiment-analysis", "17e6b572"),
    # "fifty-fifth": fetched 2026-11-28 (stop 35), TF1 RNN language models, VAEs and GANs with hand-written
    # training loops, judged blind on the tool after the second review of stop 34
    ("fifty-fifth", "Tahlor/word-rnn-tensorflow", "3317841c"),
    ("fifty-fifth", "aalmendoza/token-rnn-tensorflow", "d7d667b8"),
    ("fifty-fifth", "MingtaoGuo/RNN-TensorFlow", "fb20084e"),
    ("fifty-fifth", "pvgladkov/scrnn-tensorflow", "93b0f355"),
    ("fifty-fifth", "KaroAntonio/seq-rnn-tensorflow", "d86ad55e"),
    ("fifty-fifth", "FSUcilab/tensorflow-mnist-VAE", "f75ce160"),
    ("fifty-fifth", "zhanglang1860/TripleGAN-Tensorflow", "208cc3fe"),
    ("fifty-fifth", "Shaofanl/SeqGAN-Tensorflow", "8ffdcf88"),
    ("fifty-fifth", "tokestermw/text-gan-tensorflow", "fb9897ee"),
    ("fifty-fifth", "postBG/fashionMNIST-DCGAN-tensorflow", "cd13df64"),
    # "fifty-sixth": fetched 2026-11-28 (stop 35), Keras transformers and TF2 GANs, judged blind on the same
    # tool as the fifty-fifth; Yukinoshita-lin/tf2-tutorial had no snapshot
    ("fifty-sixth", "nilpath/keras-transformer", "79abb7e6"),
    ("fifty-sixth", "erelcan/keras-transformer", "ae88985d"),
    ("fifty-sixth", "CalvinLloyd117/Keras-Transformer", "7f4edacc"),
    ("fifty-sixth", "ChaoPang/keras-transformer", "974ddbb5"),
    ("fifty-sixth", "ays-dev/keras-transformer", "541221f8"),
    ("fifty-sixth", "atilimkoca/Timeseries-prediction-using-Keras-Transformer", "b83e7d78"),
    ("fifty-sixth", "kynk94/TF2-Image-Generation", "61d07686"),
    ("fifty-sixth", "haufjan/TimeGAN-TensorFlow", "454de10a"),
    ("fifty-sixth", "dslisleedh/GAN-tensorflow2", "eec5721c"),
    ("fifty-sixth", "krenerd/WGAN-tensorflow", "d509fbf6"),
    ("fifty-sixth", "ppooiiuuyh/SinGAN-tensorflow2.0", "31b874c7"),
    # "fifty-seventh": fetched 2026-11-28 (stop 35), TF1 CNN projects (super-resolution, denoising, MTCNN,
    # multi-view, CIFAR-10) and a language model, judged blind on the tool after the fifty-fifth's and
    # fifty-sixth's fixes
    ("fifty-seventh", "coppensg/DoublyCNN-tensorflow", "77282d96"),
    ("fifty-seventh", "ymlwww/FSRCNN-TensorFlow", "93efc0dd"),
    ("fifty-seventh", "whaleloops/NCE-CNN-Tensorflow", "a0a82718"),
    ("fifty-seventh", "WeiTang114/MVCNN-TensorFlow", "50807142"),
    ("fifty-seventh", "abhaydoke09/Bilinear-CNN-TensorFlow", "cc2df096"),
    ("fifty-seventh", "Sooram/ModelNet-3dCNN-tensorflow", "cb46889c"),
    ("fifty-seventh", "nmhkahn/DNCNN-tensorflow", "8725c141"),
    ("fifty-seventh", "wbhu/DnCNN-tensorflow", "3c113f56"),
    ("fifty-seventh", "patrick013/LanguageModeling-LSTM-Tensorflow", "c4fdfd8f"),
    ("fifty-seventh", "AITTSMD/MTCNN-Tensorflow", "3b3934d3"),
    ("fifty-seventh", "fivepercent/LeNet-5-CNN-Tensorflow", "c28d2df5"),
    ("fifty-seventh", "GyuminDev/CIFAR10-CNN-TensorFlow", "4fe70d4f"),
    ("fifty-seventh", "Aleroebijuwa/Cifar10-cnn-tensorflow", "950ba587"),
    ("fifty-seventh", "xuyanMax/CNN-Tensorflow", "38793761"),
    ("fifty-seventh", "RajeshPesitm/CNN-TensorFlow", "dae7cf1c"),
    # "fifty-eighth": fetched 2026-11-28 (stop 36), semantic segmentation (FCN, U-Net, PSPNet, ICNet)
    # and TFRecord input tutorials, judged blind
    ("fifty-eighth", "tbullmann/imagesegmentation-tensorflow", "2e4cc309"),
    ("fifty-eighth", "xlmou/Semantic-Segmentation-TensorFlow", "faaae004"),
    ("fifty-eighth", "chaaaning/Crack-Segmentation-tensorflow", "79dfcb48"),
    ("fifty-eighth", "fmahoudeau/FCN-Segmentation-TensorFlow", "d1c0dadd"),
    ("fifty-eighth", "milliondegree/semantic-segmentation-tensorflow", "2d806bac"),
    ("fifty-eighth", "v-shmyhlo/segmentation-tensorflow", "ac1a515e"),
    ("fifty-eighth", "HahMinLew/Semantic-Segmentation-Tensorflow2-Keras", "ab3014bb"),
    ("fifty-eighth", "hellochick/semantic-segmentation-tensorflow", "20404239"),
    ("fifty-eighth", "yeephycho/tensorflow_input_image_by_tfrecord", "2c867146"),
    ("fifty-eighth", "Robinatp/Tensorflow_tfrecord_encode_and_decode_tutorials", "bbba83e6"),
    # "fifty-ninth": fetched 2026-11-28 (stop 36), ResNet training code (TF1 distributed, CIFAR, 3D,
    # Keras), judged blind
    ("fifty-ninth", "feifeibear/Distributed-ResNet-Tensorflow", "16aaec60"),
    ("fifty-ninth", "ShHsLin/resnet-tensorflow", "4e00cdbb"),
    ("fifty-ninth", "amahiner7/ResNet-Tensorflow", "f2dc8af0"),
    ("fifty-ninth", "ethanhe42/ResNet-tensorflow", "904c6c69"),
    ("fifty-ninth", "sevenHsu/ResNet-TensorFlow", "81dd3d78"),
    ("fifty-ninth", "Amaranth819/WideResnet-tensorflow", "420c978a"),
    ("fifty-ninth", "LossNAN/3D-Resnet-tensorflow", "ab9ef782"),
    ("fifty-ninth", "LuXu1113/resnet-tensorflow", "112c1933"),
    # "sixtieth": fetched 2026-11-28 (stop 36), more ResNet training code, judged blind on the tool
    # after the fifty-eighth's and fifty-ninth's fixes
    ("sixtieth", "Stick-To/ResNet-tensorflow", "b281fab7"),
    ("sixtieth", "Natsu6767/ResNet-Tensorflow", "ac767e35"),
    ("sixtieth", "SeHwanJoo/cifar10-ResNet-tensorflow", "3fec07e3"),
    ("sixtieth", "ritchieng/resnet-tensorflow", "64d31c99"),
    ("sixtieth", "wojtekcz/resnet-tensorflow", "214361ed"),
    ("sixtieth", "olim-ibragimov/TC-ResNet-TensorFlow-2", "0142cf6c"),
    ("sixtieth", "ivankreso/resnet-tensorflow", "1a02d0a4"),
    ("sixtieth", "Julina-lingli/resnet-tensorflow", "df5fb9b6"),
    # "sixty-first": fetched 2026-11-28 (stop 36), VGG, SSD, CapsNet, attention blocks, an LSTM music
    # model and MNIST projects, judged blind on the tool after the fifty-eighth's and fifty-ninth's fixes
    ("sixty-first", "chipgarner/vgg-tensorflow", "0ccc89ab"),
    ("sixty-first", "silenove/ssd_vgg-Tensorflow", "ff75dd90"),
    ("sixty-first", "walsvid/VGG-TensorFlow", "5ce5fd6a"),
    ("sixty-first", "liuyang079/vgg-tensorflow-cifar10", "18dca044"),
    ("sixty-first", "minghz/CapsNet-Tensorflow", "e14eafce"),
    ("sixty-first", "ccfco/External-Attention-tensorflow", "c71c7302"),
    ("sixty-first", "fx818/Music-Generation-using-LSTM-Tensorflow-", "bb0e4928"),
    ("sixty-first", "Axel84727/FashionMNIST-TensorFlow", "4a94d7bf"),
    ("sixty-first", "jerryhsia/fashion-mnist-tensorflow", "658b7e18"),
    ("sixty-first", "BGR360/mnist-tensorflow", "8db288e6"),
    ("sixty-first", "Guriido/mnist-tensorflow", "38f6d7ed"),
    ("sixty-first", "hereismari/mnist-tensorflow", "ff457f39"),
    ("sixty-first", "guillaumedommergues/mnist-tensorflow-variations", "5a21ecce"),
    ("sixty-first", "TimeIvyace/MNIST-TensorFlow", "4cacdfd7"),
    ("sixty-first", "suri97/DCGAN-MNIST-Tensorflow", "43dc76c4"),
    ("sixty-first", "winston82926/MRNN-MNIST-tensorflow", "b0aa6192"),
    ("sixty-first", "WolfgangSteiner/notMNIST-TensorFlow", "aaf44ace"),
    # "sixty-second": fetched 2026-11-28 (stop 36), CIFAR-10 and MNIST projects, autoencoders and TF2
    # courses and model collections, judged blind on the tool after the sixtieth's and sixty-first's fixes
    ("sixty-second", "cwyd0822/cifar10-tensorflow-read-write", "cb2291ba"),
    ("sixty-second", "liuxiaohui1221/cifar10-tensorflow", "8a2049e8"),
    ("sixty-second", "KimMeen/CIFAR10-Tensorflow-Single-Image-Test", "2bfb8194"),
    ("sixty-second", "Chung-I/Variational-Recurrent-Autoencoder-Tensorflow", "45748844"),
    ("sixty-second", "eroeum/FMNIST-tensorflow", "c2e0b841"),
    ("sixty-second", "DLangerr/dcgan-mnist-tensorflow", "bce48836"),
    ("sixty-second", "hcnoh/VAE-MNIST-tensorflow2", "92686d10"),
    ("sixty-second", "zy31415/mnist-tensorflow", "92199ac6"),
    ("sixty-second", "tfwcn/tensorflow2-machine-vision", "b7549701"),
    ("sixty-second", "Keyird/TensorFlow2-for-beginner", "af48c3c7"),
    ("sixty-second", "StevenHuang2020/Tensorflow2-keras-study", "71030ff3"),
    ("sixty-second", "lihongxun945/tensorflow2-course", "54918d27"),
    ("sixty-second", "hanwenlin/tensorflow2-turtorial", "ab3dd5ae"),
    ("sixty-second", "zhenpingfeng/tensorflow2-reinforcement-learning", "299f921f"),
    ("sixty-second", "Max1993Liu/tensorflow2-models", "f0183e65"),
    ("sixty-second", "windsuzu/Tensorflow2-Beginner", "3f27c9e1"),
    # "sixty-third": fetched 2026-11-28 (stop 36), AlexNet, char-RNN and CRNN, DQN, Keras tutorials and a
    # U-Net, judged blind on the tool after all of this stop's fixes
    ("sixty-third", "liruixl/alexnet-tensorflow", "35f0a201"),
    ("sixty-third", "ethinallen/AlexNet-Tensorflow", "fc0ff08a"),
    ("sixty-third", "LadyAmely/AlexNet-tensorflow", "12b0c921"),
    ("sixty-third", "QiyuanMa/Image-classification-Alexnet-Tensorflow", "c8b7e804"),
    ("sixty-third", "zx20180128/Alexnet-tensorflow", "d3c222a7"),
    ("sixty-third", "ivarprudnikov/char-rnn-tensorflow", "0abf2f22"),
    ("sixty-third", "breezedeus/char-rnn-tensorflow", "0ef7bf9e"),
    ("sixty-third", "tonib/tokens-rnn-tensorflow", "9da815d3"),
    ("sixty-third", "afterimagex/CRNN-Tensorflow", "30e752ae"),
    ("sixty-third", "kronick/3D-rnn-tensorflow", "e77781b5"),
    ("sixty-third", "AimeeKing/crnn-tensorflow", "0dbb7459"),
    ("sixty-third", "fskyml/RNN-Tensorflow", "cfe7077f"),
    ("sixty-third", "sungjaeCho96/Keras-Tutorial", "39b5f1b8"),
    ("sixty-third", "anadiedrichs/keras-tutorial", "5598eb01"),
    ("sixty-third", "oronanschel/DQN-tensorflow", "2f37d238"),
    ("sixty-third", "JeehoonCha/DQN-tensorflow", "30ca0883"),
    ("sixty-third", "blavad/DQN-tensorflow", "bbe71302"),
    ("sixty-third", "ximimiao/unet-tensorflow", "72407d52"),
    # "sixty-fourth": fetched 2026-11-28 (stop 37), Faster R-CNN, SRCNN, MobileNet, DenseNet and DeepLab
    # code, TF1 and TF2, judged blind on the tool at the start of stop 37
    ("sixty-fourth", "Overseer66/Faster-RCNN-Tensorflow", "a20a7601"),
    ("sixty-fourth", "LongJun123456/Faster-rcnn-tensorflow", "fd358948"),
    ("sixty-fourth", "526CNN/simple-faster-rcnn-tensorflow", "05ff933a"),
    ("sixty-fourth", "kcd71461/srcnn-tensorflow", "2f3b6a72"),
    ("sixty-fourth", "Nhat-Thanh/SRCNN-Tensorflow", "5844bfdd"),
    ("sixty-fourth", "TheStarkor/SRCNN-tensorflow2", "23eacf0a"),
    ("sixty-fourth", "Garfield-1314/MobileNet-Tensorflow", "71e070cf"),
    ("sixty-fourth", "okason97/DenseNet-Tensorflow2", "cd3ad494"),
    ("sixty-fourth", "HasnainRaz/FC-DenseNet-TensorFlow", "90118f9a"),
    ("sixty-fourth", "auroua/densenet_tensorflow", "e37a481b"),
    ("sixty-fourth", "InvokerLiu/DenseNet-Tensorflow", "8e171eb3"),
    ("sixty-fourth", "Zopek/tensorflow-Densenet-patient", "35d393e0"),
    ("sixty-fourth", "justincosentino/densenet-tf2", "d1e98842"),
    ("sixty-fourth", "leimao/DeepLab-V3", "968058ca"),
    ("sixty-fourth", "ALISCIFP/tensorflow-deeplab-resnet", "e9b38b1c"),
    ("sixty-fourth", "SamXiaosheng/tf-deeplab-inception-resnet", "01700fb5"),
    ("sixty-fourth", "J-Taniguchi/deeplab_v3plus_tfkeras", "ae6f17b5"),
    ("sixty-fourth", "lattice-ai/DeepLabV3-Plus", "f596eb70"),
    ("sixty-fourth", "nolanliou/mobile-deeplab-v3-plus", "93df6c45"),
    ("sixty-fourth", "gudongfeng/3d-DenseNet", "ce113ed7"),
    # "sixty-fifth": fetched 2026-11-28 (stop 37), DDPG agents, TextCNN classifiers, tf.keras detection,
    # transformer, GAN and U-Net code, and PointNet (TF1), judged blind on the tool after the sixty-fourth's fixes
    ("sixty-fifth", "alexsandercaac/DDPG-Tensorflow", "e92305ca"),
    ("sixty-fifth", "fengredrum/DDPG-TensorFlow", "3772b699"),
    ("sixty-fifth", "MillionIntegrals/ddpg-tensorflow", "7a61b14e"),
    ("sixty-fifth", "Fable67/DDPG-tensorflow", "1451ebe7"),
    ("sixty-fifth", "HirataYurina/DDPG-tensorflow2.2", "080a7686"),
    ("sixty-fifth", "RKDSOne/Impl-Textcnn-Title-Classification-Tensorflow", "f58a7bfd"),
    ("sixty-fifth", "SeonbeomKim/TensorFlow-TextCNN", "e5ac9fbf"),
    ("sixty-fifth", "Genpeng/textcnn.keras", "c8848983"),
    ("sixty-fifth", "X-jun-0130/Easy_TextCnn_Rnn", "c3d614cc"),
    ("sixty-fifth", "ShaneTian/TextCNN", "468a34f5"),
    ("sixty-fifth", "Tian14267/TextCNN", "26a5052e"),
    ("sixty-fifth", "yangzijia/tf-keras-yolov3", "7c425757"),
    ("sixty-fifth", "jhl13/tf-keras-retinanet", "7eab594e"),
    ("sixty-fifth", "iki-taichi/tf-keras-transformer", "61312270"),
    ("sixty-fifth", "DCtheTall/tf-keras-progressive-gan", "a4565351"),
    ("sixty-fifth", "jwkanggist/tf-keras-stock-pred", "c10a7ea9"),
    ("sixty-fifth", "reubenjohn/Distributed-TF-Keras-RL", "3e998b69"),
    ("sixty-fifth", "damienpontifex/tf-keras-unet", "46555448"),
    ("sixty-fifth", "charlesq34/pointnet2", "42926632"),
    ("sixty-fifth", "charlesq34/frustum-pointnets", "2ffdd345"),
    ("sixty-fifth", "sufengniu/kitti_pointnet", "43d36f69"),
    ("sixty-fifth", "xuyongzhi/dynamic_pointnet", "f4a5a620"),
    # "sixty-sixth": fetched 2026-11-28 (stop 37), CAPTCHA solvers, a recommender, FaceNet and pose
    # estimation code, an NMT model, judged blind on the tool after the sixty-fourth's and sixty-fifth's fixes
    ("sixty-sixth", "JackonYang/captcha-tensorflow", "306f1b1c"),
    ("sixty-sixth", "T-Visor/captcha-tensorflow", "f1e24b83"),
    ("sixty-sixth", "cgddgc/captcha-tensorflow", "ec3f564c"),
    ("sixty-sixth", "JayChanHoi/cracking-captcha-tensorflow", "e840afef"),
    ("sixty-sixth", "wangchuan/Captcha-TensorFlow", "1ae90d2a"),
    ("sixty-sixth", "qianlongzju/captcha-tensorflow", "7366e050"),
    ("sixty-sixth", "zhengwh/captcha-tensorflow", "0a643ad8"),
    ("sixty-sixth", "leotimus/recommender-tensorflow", "26d07213"),
    ("sixty-sixth", "Andrew62/facenet", "5d6a1b7e"),
    ("sixty-sixth", "Salon-sai/my-facenet", "10abcc8d"),
    ("sixty-sixth", "eldar/pose-tensorflow", "6a8f5ee9"),
    ("sixty-sixth", "jiang-du/BlazePose-tensorflow", "9b858a8e"),
    ("sixty-sixth", "jayasoo/nmt-tensorflow", "ccc448bb"),
    # "sixty-seventh": fetched 2026-11-28 (stop 37), Kaggle speech-commands entries, speech enhancement,
    # lane detection (LaneNet, SCNN) and a facial-emotion model, judged blind on the tool after the sixty-sixth's fixes
    ("sixty-seventh", "solidfox/Tensorflow-Speech-Recognition-Competition", "5bc85a6b"),
    ("sixty-seventh", "formigone/tensorflow-speech-recognition-challenge", "cfa65296"),
    ("sixty-seventh", "ireko8/kaggle-tensorflow-speech-recognition", "70b01563"),
    ("sixty-seventh", "ace19-dev/tensorflow-speech-recognition-challenge", "522cb140"),
    ("sixty-seventh", "linan2/TensorFlow-speech-enhancement-Chinese", "7033215c"),
    ("sixty-seventh", "bmenn/kaggle-tensorflow-speech-recognition-challenge", "9a317752"),
    ("sixty-seventh", "mybirth0407/Kaggle-TensorFlow-Speech-Recognition", "81c0577c"),
    ("sixty-seventh", "eunwooim/Tensorflow-Speech-Recognition-Challenge", "a44147d5"),
    ("sixty-seventh", "youncheol/tensorflow-speech-recognition-challenge", "63aca74f"),
    ("sixty-seventh", "MaybeShewill-CV/lanenet-lane-detection", "fb31c8e4"),
    ("sixty-seventh", "adrienGzc/facial-emotion-recognition-tensorflow", "0214ac70"),
    ("sixty-seventh", "cardwing/Codes-for-Lane-Detection", "a224eb4d"),
    # "sixty-eighth": fetched 2026-11-28 (stop 38), capsule networks (Keras, TF1, TF2) and variational autoencoders,
    # judged blind on the tool of stop 37
    ("sixty-eighth", "mrhhodd/capsnet-keras", "3e4f9024"),
    ("sixty-eighth", "bourdakos1/CapsNet-Visualization", "303b780b"),
    ("sixty-eighth", "kaparoo/Efficient-CapsNet", "2b3a0d53"),
    ("sixty-eighth", "felixmichels/Adversarial-Attacks-on-CapsNets", "2aea27d2"),
    ("sixty-eighth", "peerdavid/capsnet-limitations", "9b6ee64d"),
    ("sixty-eighth", "jostosh/capsnet", "8f7a99bf"),
    ("sixty-eighth", "yhyu13/CapsNet-Gravitational-Lensing", "0acdf234"),
    ("sixty-eighth", "lauramanduchi/treevae-tensorflow", "0a677f71"),
    ("sixty-eighth", "tuananhphamds/MST-VAE-Tensorflow2", "2aab8726"),
    ("sixty-eighth", "orybkin/sigma-vae-tensorflow", "7152ace1"),
    ("sixty-eighth", "y0ast/VAE-TensorFlow", "5ee62501"),
    # "sixty-ninth": fetched 2026-11-28 (stop 38), text-to-speech (Tacotron in TF1 and Keras) and image captioning,
    # judged blind on the tool of stop 37
    ("sixty-ninth", "barronalex/Tacotron", "2de9e507"),
    ("sixty-ninth", "GSByeon/multi-speaker-tacotron-tensorflow", "da58cf1e"),
    ("sixty-ninth", "kozistr/tacotron-tensorflow", "627cafdd"),
    ("sixty-ninth", "nii-yamagishilab/self-attention-tacotron", "0ebd9611"),
    ("sixty-ninth", "jkamalu/keras_tacotron", "b04ff529"),
    ("sixty-ninth", "Ananas120/Tacotron2_in_keras", "cd47d4f5"),
    ("sixty-ninth", "danieljl/keras-image-captioning", "cac7a99e"),
    ("sixty-ninth", "jiahuei/COMIC-Compact-Image-Captioning-with-Attention", "73165e0a"),
    ("sixty-ninth", "dapeng2018/Image-Captioning", "8528dfdf"),
    ("sixty-ninth", "shan18/Topic-Based-Image-Captioning", "3bc75bcc"),
    ("sixty-ninth", "nmchaves/image-captioning", "371316d3"),
    ("sixty-ninth", "akshaykurmi/stylized-image-captioning", "5261a012"),
    # "seventieth": fetched 2026-11-28 (stop 38), reinforcement learning frameworks, stock prediction, a 3-D U-Net
    # and captioning with self-critical training, judged blind on the tool of stop 37
    ("seventieth", "danplotkin/image-captioning-with-scst", "062780e0"),
    ("seventieth", "JordiCorbilla/stock-prediction-deep-neural-learning", "58c0f48a"),
    ("seventieth", "timestocome/Test-stock-prediction-algorithms", "070b038e"),
    ("seventieth", "steveKapturowski/tensorflow-rl", "6dc58da6"),
    ("seventieth", "chris-chris/tensorflow-rl", "8da01908"),
    ("seventieth", "WisperW/tensorflow-rl-models", "c2fabf65"),
    ("seventieth", "q-learning-trader/tensorflow-rl", "71eb502e"),
    ("seventieth", "zijunsu/Shortcut-3D-UNet-Tensorflow2.0-BraTS-2020", "a6b4ef88"),
    # "seventy-first": fetched 2026-11-28 (stop 39), character RNNs, text CNNs, sequence taggers and a book's
    # TF1 notebooks, judged blind on the tool of stop 38
    ("seventy-first", "cowpig/char-rnn-tf", "cd00d983"),
    ("seventy-first", "jasonreisman/Char-RNN-TF", "43137a1d"),
    ("seventy-first", "hit-computer/char-rnn-tf", "94b2d52a"),
    ("seventy-first", "cjymz886/text-cnn", "652e69b0"),
    ("seventy-first", "shxliang/text-cnn-rnn", "12b8b642"),
    ("seventy-first", "person-lee/multigpu-text-cnn", "25c9c647"),
    ("seventy-first", "briankim1512/text-cnn-tensorflow", "9f7d583d"),
    ("seventy-first", "lianxiaolei/text-cnn", "465bd85f"),
    ("seventy-first", "saiwaiyanyu/bi-lstm-crf-ner-tf2.0", "da20d43a"),
    ("seventy-first", "jun-z/ner-tf", "2f41d3eb"),
    # attaub/deep-learning-with-tensorflow was fetched for this split and dropped: it is ageron's handson-ml
    # notebooks retyped, and ageron's repositories are kept for the project's own blind evaluation
    # "seventy-second": fetched 2026-11-28 (stop 39), siamese networks, word2vec, pix2pix, a Chinese tagger and a
    # Korean book's code, judged blind on the tool of stop 38
    ("seventy-second", "white-wolf-tech/chinese-ner-tf2", "49929236"),
    ("seventy-second", "tlatkowski/multihead-siamese-nets", "6bccdb8c"),
    ("seventy-second", "rajibchakravorty/tf_siamese", "f01d952d"),
    ("seventy-second", "ngym/kernel-approximation-by-siamese-rnn", "a165178e"),
    ("seventy-second", "LIAMF-USP/Word2Vec-TF", "a75ad0eb"),
    ("seventy-second", "MathieuTuli/tensorflow-pix2pix", "0d8bf06f"),
    ("seventy-second", "BananaLoaf/pix2pix-tf2-keras", "8925941e"),
    ("seventy-second", "wikibook/deep-learning-with-tensorflow", "4294abe1"),
    ("seventy-second", "WanglifuCV/Deep-Learning-with-Tensorflow", "01830e0d"),
    # "seventy-third": fetched 2026-11-28 (stop 39), click-through-rate models (DeepFM, xDeepFM) and knowledge
    # tracing, judged blind on the tool of stop 38
    ("seventy-third", "ChenglongChen/tensorflow-DeepFM", "a43dd5ff"),
    ("seventy-third", "DownyPrio/xDeepFM_tf", "de2458b1"),
    ("seventy-third", "batch-norm/xDeepFM", "62a2f144"),
    ("seventy-third", "DinLei/DeepFM-TF", "da81bdaa"),
    ("seventy-third", "busesese/DeepFM_Keras", "92062c26"),
    ("seventy-third", "yongqyu/DeepFM-tf2", "31dbedde"),
    ("seventy-third", "rexrex9/DeepFM_tf2", "12dda9c1"),
    ("seventy-third", "numinolo/AGCN-Tensorflow", "c2009594"),
    ("seventy-third", "iamownt/LSTM-DeepFM", "a469f4cb"),
    ("seventy-third", "ckyeungac/deep-knowledge-tracing-plus", "daf97bd1"),
    ("seventy-third", "shshen-closer/Convolutional-Knowledge-Tracing", "038db263"),
    ("seventy-third", "JSLBen/Knowledge-Query-Network-for-Knowledge-Tracing", "3241a2ab"),
    ("seventy-third", "lccasagrande/Deep-Knowledge-Tracing", "2b3df403"),
    ("seventy-third", "qiaoguan/deep-ctr-prediction", "f8d83d6d"),
    ("seventy-third", "duboya/CTR-Prediction", "7ecb3339"),
    ("seventy-third", "Mars-Albert/CTR-Prediction", "584782e5"),
    ("seventy-third", "animesh-s/Deep-CTR-Prediction", "5cc41131"),
    # "seventy-fourth": fetched 2026-11-29 (stop 40), BiLSTM-CRF sequence taggers, judged blind on the tool of stop 39
    ("seventy-fourth", "GlassyWing/bi-lstm-crf", "ed72b6be"),
    ("seventy-fourth", "SNUDerek/NER_bLSTM-CRF", "c6770114"),
    ("seventy-fourth", "bestend/tf2-bi-lstm-crf-nni", "69531ac5"),
    ("seventy-fourth", "heshenghuan/LSTM-CRF", "bd6ffb0e"),
    ("seventy-fourth", "jiniaoxu/bi-lstm-crf", "06675372"),
    ("seventy-fourth", "jmhIcoding/bilstm-crf", "683cc22c"),
    ("seventy-fourth", "liu-nlper/NER-LSTM-CRF", "0b72aef2"),
    ("seventy-fourth", "samrawal/BiLSTM-CRF-Keras", "d564a1f7"),
    ("seventy-fourth", "scofield7419/sequence-labeling-BiLSTM-CRF", "a145327d"),
    # "seventy-fifth": fetched 2026-11-29 (stop 40), reading comprehension (QANet, BiDAF) and point clouds
    # (PointNet), judged blind on the tool of stop 39
    ("seventy-fifth", "SeanLee97/QANet_dureader", "4b4a5260"),
    ("seventy-fifth", "ewrfcas/QANet_keras", "e02dccdf"),
    ("seventy-fifth", "linsu07/QAnetEstimator", "5ea5462c"),
    ("seventy-fifth", "localminimum/QANet", "e3b1eec1"),
    ("seventy-fifth", "ouyangliqi/BiDAF_tf2", "91ee99ed"),
    ("seventy-fifth", "p-baleine/QANet-Tensorflow", "cca9794c"),
    ("seventy-fifth", "yizhongw/tf-qanet", "70ff3e04"),
    ("seventy-fifth", "ParikhKadam/bidaf-keras", "e271cf54"),
    ("seventy-fifth", "JRice15/trees-pointnet", "37f0ae74"),
    ("seventy-fifth", "Zepeng/PointNET_PMT_keras", "cdfdc724"),
    ("seventy-fifth", "jayantsharma/pointnet-autoencoder", "cc270113"),
    ("seventy-fifth", "isl-org/Open3D-PointNet2-Semantic3D", "978b2662"),
    # "seventy-sixth": fetched 2026-11-29 (stop 40), few-shot and meta-learning (MAML, prototypical networks),
    # judged blind on the tool of stop 40
    ("seventy-sixth", "cbfinn/maml", "a7f45f1b"),
    ("seventy-sixth", "schatty/prototypical-networks-tf", "616fff6b"),
    ("seventy-sixth", "ulises-jeremias/prototypical-networks-tf", "6ebe4a47"),
    ("seventy-sixth", "barnrang/Prototypical-network-keras-reimplementation", "1fbdedef"),
    ("seventy-sixth", "JobQiu/PrototypicalNetwork", "b46c34f8"),
    ("seventy-sixth", "AhmedAyad89/Consitent-Prototypical-Networks-Semi-Supervised-Few-Shot-Learning", "b0b80573"),
    ("seventy-sixth", "jasonkrone/prototypical-networks", "8ac1d6a5"),
    # "seventy-seventh": fetched 2026-11-29 (stop 41), WaveNet and audio generation (TF1 and Keras), judged blind
    # on the tool of stop 40
    ("seventy-seventh", "jyegerlehner/tensorflow-wavenet", "34e9dcfe"),
    ("seventy-seventh", "tachitachi/SR-WaveNet", "29199664"),
    ("seventy-seventh", "PhilippeNguyen/keras_wavenet", "1e256dd2"),
    ("seventy-seventh", "all-iswell/wavenet-classifier", "7768ff5b"),
    ("seventy-seventh", "ZihaoZhao/speech-to-text-wavenet", "23fb7074"),
    ("seventy-seventh", "bfs18/nsynth_wavenet", "3fa872b3"),
    ("seventy-seventh", "keskival/wavenet_synth", "aa4c66ce"),
    ("seventy-seventh", "StanislavParovoy/VQ-VAE-WaveNet", "9c751538"),
    # "seventy-eighth": fetched 2026-11-29 (stop 41), speech recognition (DeepSpeech, CTC), judged blind on the tool
    # of stop 40
    ("seventy-eighth", "rolczynski/DeepSpeech-Keras", "ee06aba3"),
    ("seventy-eighth", "robmsmt/KerasDeepSpeech", "55363882"),
    ("seventy-eighth", "tiefenauer/KerasDeepSpeech", "caf06e3a"),
    ("seventy-eighth", "noahchalifour/baidu-deepspeech2", "12668c95"),
    ("seventy-eighth", "yao-matrix/deepSpeech2", "219e0f5d"),
    ("seventy-eighth", "shyhuai/DeepSpeechRecognition", "5c88f15f"),
    ("seventy-eighth", "nietao2/DeepSpeechRecognition", "07220aed"),
    ("seventy-eighth", "madeirak/DeepSpeechRecognition", "41a61f6e"),
    ("seventy-eighth", "jhare96/Deepspeech", "2431ca9e"),
    # "seventy-ninth": fetched 2026-11-29 (stop 41), neural style transfer (Gatys, fast style transfer) and text
    # style transfer, judged blind on the tool of stop 40
    ("seventy-ninth", "JiangQH/Style-Transfer-In-Tensorflow", "e38b84ed"),
    ("seventy-ninth", "qbeer/fast-neural-style-transfer", "4e59eaf9"),
    ("seventy-ninth", "hejmsdz/neural-style-transfer", "b6dc9c4e"),
    ("seventy-ninth", "vineetjohn/linguistic-style-transfer", "7295e6eb"),
    ("seventy-ninth", "racinmat/anime-style-transfer", "b1f7f0c3"),
    ("seventy-ninth", "ghwatson/faststyle", "8c2f4d8e"),
    ("seventy-ninth", "OlavHN/fast-neural-style", "25f23225"),
    ("seventy-ninth", "antlerros/tensorflow-fast-neuralstyle", "1cdcefd3"),
    ("seventy-ninth", "log0/neural-style-painting", "71ce4849"),
    # "eightieth": fetched 2026-11-29 (stop 41), pointer-generator summarization (TF1, its forks, Keras, TF2),
    # judged blind on the tool after stop 41's mends
    ("eightieth", "abisee/pointer-generator", "b29e986f"),
    ("eightieth", "PrimerAI/pointer-generator", "e22e77a7"),
    ("eightieth", "liyi193328/pointer-generator", "384447ed"),
    ("eightieth", "VieZhong/pointer-generator-keyphrase", "b529d416"),
    ("eightieth", "seahrh/pointer-generator", "5f96101e"),
    ("eightieth", "lyutyuh/pointer-generator_keras", "72f1ddc4"),
    ("eightieth", "SaadIqbal7/Pointer-Generator-Network-in-TensorFlow-2", "d0e5ade5"),
    ("eightieth", "xiongma/transformer-pointer-generator", "6547cd40"),
    ("eightieth", "yaserkl/pointer-generator", "c4bf5848"),
    # "eighty-first": fetched 2026-11-29 (stop 41), self-supervised monocular depth (Monodepth, Monodepth2 in TF1
    # and TF2), judged blind on the tool after stop 41's mends
    ("eighty-first", "kspeng/dev-monodepth-tensorflow-v2.x", "42dc471b"),
    ("eighty-first", "dexter2406/Monodepth2-TF2", "a7be32ba"),
    ("eighty-first", "JiatianWu/tf-monodepth2", "37f5f838"),
    ("eighty-first", "xianlopez/monodepth2_tf2", "191068a1"),
    ("eighty-first", "DeclanMcIntosh/monodepthV2tf", "b2e4e52a"),
    ("eighty-first", "TanyaChutani/Monodepth2-Tf2.x", "b6f96986"),
    ("eighty-first", "srijanparmeshwar/monodepth360", "9acbbe45"),
    # "eighty-second": fetched 2026-11-29 (stop 41), graph convolutional networks in Keras, judged blind on the tool
    # after stop 41's mends
    ("eighty-second", "xcgoner/keras-gcn", "156ce7ff"),
    ("eighty-second", "JunhaoWang/keras-gcn", "9740f4cf"),
    ("eighty-second", "djsaber/Keras-GCN", "bc6f99e0"),
    ("eighty-second", "Derek-Wds/Keras-GCN", "92aa5cba"),
    ("eighty-second", "bywmm/keras-gcn", "fd3cdc0a"),
    ("eighty-second", "trevorpe/keras-gcn", "665d4013"),
    # "eighty-third": fetched 2026-11-29 (stop 41), recommenders (TensorFlow Recommenders two-tower models, WALS,
    # TF1 collaborative filtering), judged blind on the tool after stop 41's mends
    ("eighty-third", "akthammomani/MAXELLA-APP-Movies-Tensorflow-Recommenders-TFRS", "7333d295"),
    ("eighty-third", "TeetyK/tensorflow-recommenders-demo", "97bf0c9f"),
    ("eighty-third", "ramin40/a-hybrid-recommender-system-with-novel-architecture-powered-by-TensorFlow-recommenders", "bb528735"),
    ("eighty-third", "arnavkul-byte/Movielens-TwoTower-Tensorflow-recommender", "f7af50db"),
    ("eighty-third", "jiangtaozy/tensorflow-recommenders-demo", "88686fce"),
    ("eighty-third", "davidguzmanr/TensorFlow-Recommenders-demo", "cdc99c14"),
    ("eighty-third", "DebopamParam/MultiTask-Recommender-System-using-Tensorflow-Recommenders", "d700a289"),
    ("eighty-third", "dreamhomes/tensorflow-recommendation", "0f27c9a2"),
    ("eighty-third", "linkeee/tensorflow-recommend", "640305ab"),
    ("eighty-third", "tamnguyen-cse/tensorflow-recommender", "773ad58e"),
    ("eighty-third", "jamesneve/tensorflow-recommendation-wals", "c9185bf0"),
    # "eighty-fourth": fetched 2026-11-29 (stop 41), EfficientDet in TensorFlow 2 and Keras, judged blind on the
    # tool after stop 41's review
    ("eighty-fourth", "Guillem96/efficientdet-tf", "97cce98d"),
    ("eighty-fourth", "wavce/efficientdet-tf2", "180597a8"),
    ("eighty-fourth", "jiri-kula/EfficientDet", "05939cee"),
    ("eighty-fourth", "canlion/efficientdet", "78a8b135"),
    ("eighty-fourth", "xuannianz/EfficientDet", "030fb7e1"),
    ("eighty-fourth", "waldemarmeier/easy-efficientdet", "1329f497"),
    ("eighty-fourth", "wangermeng2021/EfficientDet-tensorflow2", "66a331fb"),
    ("eighty-fourth", "IdeaKing/EfficientDet", "f3ae375d"),
    ("eighty-fourth", "zeynep68/object-detection-efficientdet", "4d4b194b"),
    # "eighty-fifth": fetched 2026-11-29 (stop 41), BERT, ALBERT and ViT in TensorFlow 2 and Keras, judged blind on
    # the tool after stop 41's review
    ("eighty-fifth", "DatakaHub/Bert-TF", "54a9bd4c"),
    ("eighty-fifth", "mikuh/bert-tf2-keras", "e361a0e7"),
    ("eighty-fifth", "kamalkraj/ALBERT-TF2.0", "8d0cc211"),
    ("eighty-fifth", "alanxu89/bert-tf2", "7d57a2e0"),
    ("eighty-fifth", "livingmagic/nmt-with-bert-tf2", "0d65133e"),
    ("eighty-fifth", "kevhahn97/BERT-TF2", "64da34f7"),
    ("eighty-fifth", "pk0912/Text-Classification-BERT-TF2", "616cde58"),
    ("eighty-fifth", "faustomorales/vit-keras", "1631fbe3"),
    ("eighty-fifth", "HarryUlysses/chinese-bert-tf", "77b9f2e4"),
    # "eighty-sixth": fetched 2026-11-29 (stop 41), LSTM autoencoders (anomaly detection) and handwriting
    # recognition, judged blind on the stop's final tool
    ("eighty-sixth", "binli826/LSTM-Autoencoders", "8b52c946"),
    ("eighty-sixth", "Theycalledmeklinglert/LSTM-Autoencoder-AD", "d033ddf1"),
    ("eighty-sixth", "n0yy/lstm-autoencoder-anomaly-detection", "b89ce75e"),
    ("eighty-sixth", "iwyoo/LSTM-autoencoder", "080263a2"),
    ("eighty-sixth", "TimyadNyda/Variational-Lstm-Autoencoder", "8f666e3c"),
    ("eighty-sixth", "Ridvan013/CRNN-Handwriting-Recognition", "85f0baed"),
    ("eighty-sixth", "MikeM711/Deep-Learning-Handwriting-Recognition", "b53d6486"),
    ("eighty-sixth", "axcelerateai/urdu-handwriting-recognition-using-deep-learning", "38c6e467"),
    # "eighty-seventh": fetched 2026-11-29 (stop 42), federated learning (TensorFlow Federated, FedAvg) and SimCLR, SimSiam and MoCo in TF2, judged blind
    ("eighty-seventh", "alimoridnejad/federated-learning-tensorflow", "295f0aae"),
    ("eighty-seventh", "willyfh/federated-learning-tensorflow", "82808441"),
    ("eighty-seventh", "chaojin0310/Federated-learning-tensorflow", "a202a95e"),
    ("eighty-seventh", "lpf111222/Federated-Learning-of-Image-classification-and-Its-simulation-in-TensorFlow-Federated", "77bd50b2"),
    ("eighty-seventh", "DeepaliKushwaha/TensorFlow-Federated", "43321bfe"),
    ("eighty-seventh", "markmo/federated_learning_tf", "97d50130"),
    ("eighty-seventh", "Selich/tensorflow-federated-learning", "a88ae888"),
    ("eighty-seventh", "MobinKhatib/TensorFlow-Federated-Real-Scenario", "5fac8615"),
    ("eighty-seventh", "alwaysmiler/TensorFlow-Federated-Machine-Learning", "00442872"),
    ("eighty-seventh", "Tama111/SimCLR-Tensorflow", "0bfa789d"),
    ("eighty-seventh", "garder14/simclr-tensorflow2", "b20fd1a9"),
    ("eighty-seventh", "MotRina/SimCLR-tensorflow_classification", "8ff071d2"),
    ("eighty-seventh", "shilu10/SimCLR-tensorflow2", "f0d59bcc"),
    ("eighty-seventh", "tonouchi510/simclr-tf2-distribute", "edeef840"),
    ("eighty-seventh", "PaperCodeReview/SimSiam-TF", "09422e24"),
    ("eighty-seventh", "atiaisaac/my_simsiam-tf", "8db617cc"),
    ("eighty-seventh", "moono/moco-tf2.x", "3dd48559"),
    ("eighty-seventh", "breadbread1984/MOCO-tf2", "afc12804"),
    # "eighty-eighth": fetched 2026-11-29 (stop 42), CycleGAN in TF2 and Keras, and NeRF in TensorFlow, judged blind
    ("eighty-eighth", "bryanlimy/tf2-cyclegan", "f3bc9eec"),
    ("eighty-eighth", "dimitrymindlin/CycleGAN-Tensorflow-2", "60091e09"),
    ("eighty-eighth", "menDDang/CycleGan-tf_2_1", "073c5ebc"),
    ("eighty-eighth", "manhlab/CycleGAN-TF2", "56ac38c6"),
    ("eighty-eighth", "jason9693/cycleGAN-tensorflow-v2", "a29a53d3"),
    ("eighty-eighth", "RioRic/cycleGAN_tf2", "d40669c4"),
    ("eighty-eighth", "baicalin/CycleGAN_TF2.2_multiGPU", "ddcdad18"),
    ("eighty-eighth", "EtokonE/CycleGAN-keras", "99f7eaa8"),
    ("eighty-eighth", "bubbliiiing/cyclegan-keras", "670208bd"),
    ("eighty-eighth", "hollygrimm/tf2-cyclegan", "ba1a1b0a"),
    ("eighty-eighth", "thatbrguy/nerf-tf2", "89c2de1c"),
    ("eighty-eighth", "ProtossDragoon/NeRF-TF2-Keras", "a11933fc"),
    ("eighty-eighth", "xtyinzz/nerf-tf", "b9eb4764"),
    ("eighty-eighth", "leizhengxin/SAR-NeRF-tensorflow", "d6584884"),
    ("eighty-eighth", "samadbarrikhojasteh/nerf_tf2", "a554c13c"),
    ("eighty-eighth", "Redhatt/TF-NeRF-IMPL", "f6dc356d"),
    ("eighty-eighth", "aasman-angelswing/NERF_tensorflow", "c681abe8"),
    ("eighty-eighth", "lavandejoey/Original_NeRF_Tensorflow", "1a5410b8"),
    ("eighty-eighth", "chansoopark98/Tensorflow-NeRF", "8fb50f0c"),
    # "eighty-ninth": fetched 2026-11-29 (stop 42), knowledge distillation in Keras and TF2, DP-SGD (TensorFlow Privacy) and FGSM adversarial examples, judged blind
    ("eighty-ninth", "james397520/MNIST-Knowledge-Distillation-TF2.x-Example", "5e63c99a"),
    ("eighty-ninth", "kaung-htet-myat/feature-distillation-tf", "25599f0c"),
    ("eighty-ninth", "TropComplique/knowledge-distillation-keras", "d09cf8aa"),
    ("eighty-ninth", "diegobonilla98/Knowledge-Distillation-Keras", "fef49c67"),
    ("eighty-ninth", "patrickphat/Knowledge-Distillation-Keras", "eaa8d84e"),
    ("eighty-ninth", "tahsdj/knowledge-distillation-tensorflow", "455f6908"),
    ("eighty-ninth", "tripdancer0916/keras-knowledge-distillation", "4dcad1a7"),
    ("eighty-ninth", "myatthuhein97/knowledge_distillation_tensorflow", "0243138f"),
    ("eighty-ninth", "dsskim/knowledge_distillation_tensorflow2", "75aa5b01"),
    ("eighty-ninth", "su-xiaoman/Knowledge-Distillation-With-Tensorflow", "8cc40885"),
    ("eighty-ninth", "sharmi1206/differential-privacy-tensorflow", "57acd607"),
    ("eighty-ninth", "thecml/dpsgd-optimizer", "9aa96964"),
    ("eighty-ninth", "kingofyb/Protecting-Privacy-in-AI-Systems", "65aac315"),
    ("eighty-ninth", "kchare/advex_notbugs_features", "0ec0578a"),
    ("eighty-ninth", "yangdechuan/fast-gradient-sign-method-tensorflow", "19082d85"),
    ("eighty-ninth", "Mohammad-Rahmdel/FGSM-Tensorflow2-Caltech101", "a540385c"),
    ("eighty-ninth", "parkbeomsik/DPSGD-in-TPU", "2a00d0fe"),
    ("eighty-ninth", "edhlee/DPSGD-IPU", "93d145be"),
    ("eighty-ninth", "ykawabata17/fgsm_adversarial", "abf26c7a"),
    # "ninetieth": fetched 2026-11-29 (stop 42), audio classification (YAMNet, UrbanSound), tabular data in TF2
    # (feature columns, preprocessing layers) and augmentation pipelines (mixup, CutMix, RandAugment), judged blind
    # on the stop's final tool
    ("ninetieth", "jackgle/YAMNet-transfer-learning", "354efa83"),
    ("ninetieth", "deephdc/audio-classification-tf", "dfe08a3b"),
    ("ninetieth", "Yeok-c/YAMNET_TF2", "1547fa83"),
    ("ninetieth", "Benja1972/Speech_recognition_Tensorflow2.0", "42a41703"),
    ("ninetieth", "CamilleChiquet/Urban-Sound-Classification-Keras", "4c751f66"),
    ("ninetieth", "aidiary/urban-sound-classification-keras", "4d1dafba"),
    ("ninetieth", "KaroDievas/car-sound-classification-with-keras", "7c71c6e8"),
    ("ninetieth", "DollaR84/tensorflow-speech-commands", "d06faa44"),
    ("ninetieth", "dantegates/keras-feature-columns", "ff264f7b"),
    ("ninetieth", "arxyzan/titanic-tensorflow-estimator", "b967392b"),
    ("ninetieth", "Sushil-Thapa/tabular-keras-explainer", "5377dd41"),
    ("ninetieth", "ostamand/tensorflow-tabnet", "47ef98fd"),
    ("ninetieth", "hyez/Wide-and-Deep-tensorflow-2.0", "8f24d8a4"),
    ("ninetieth", "marcusinthesky/tf-Tabular", "8f3f3a33"),
    ("ninetieth", "Santiagobc53/keras-structured-data-classification", "abbe7e25"),
    ("ninetieth", "ashish-meena/kaggle-titanic-tensorflow", "9b5ddaee"),
    ("ninetieth", "sebastian-sz/tf-autoaugment", "6807f509"),
    ("ninetieth", "airplane2230/keras_cutmix", "ee30220a"),
    ("ninetieth", "YanYan0716/AutoAugment", "fd8daebe"),
    ("ninetieth", "ZFTurbo/Keras-augmentation-layer", "9d27d06b"),
    ("ninetieth", "charlielito/randaugment", "aa0b67a0"),
    ("ninetieth", "Bishwajit-Shil/RandAugment-for-Image-Classification", "3471efb3"),
    ("ninetieth", "Kazuhito00/cutmix", "89643947"),
    ("ninetieth", "ar8372/CutMix-Regularization-Strategy-to-Train-Strong-Classifiers-with-Localizable-Features", "6dbd7f6a"),
    # "ninety-first": fetched 2026-11-29 (stop 43), TPU training on Kaggle and Colab (Flowers, melanoma),
    # TFLite conversion and quantization-aware training, TFLite Micro models, judged blind
    ("ninety-first", "abagrahari/tf-qat-vs-tflite", "2ec70951"),
    ("ninety-first", "Petrus97/tflite_ptq", "c7020403"),
    ("ninety-first", "julianhoever/gesture-recognition-tflite-micro", "9bf993aa"),
    ("ninety-first", "sumeyye-agac/har-to-tflite", "456d04e5"),
    ("ninety-first", "Yojui-Zhang/LanePose-TFlite-QAT", "a8e7d6c1"),
    ("ninety-first", "hunglc007/tensorflow-yolov4-tflite", "9f16748a"),
    ("ninety-first", "b3rian/Image-Classifier-CNN-API", "2c1fb288"),
    ("ninety-first", "itemis/tflite-esp-rock-paper-scissors", "75ee8a36"),
    ("ninety-first", "superintelligence-lab/tensorflow_model_optimization", "0b294618"),
    ("ninety-first", "reyvaz/SIIM-ISIC-Melanoma-Identification-2020", "e494e1f5"),
    ("ninety-first", "theobwatson/melanoma_detection", "f05cd5ea"),
    ("ninety-first", "ashishpatel26/tpu_tf2", "770897b2"),
    ("ninety-first", "pennz/kaggle_runner", "19b979ae"),
    ("ninety-first", "sarthak-314/kaggle-v3", "7509bd19"),
    ("ninety-first", "cappittall/ekmeksay", "fa360ff7"),
    ("ninety-first", "cstollen/secure-microphone", "94a35bc4"),
    ("ninety-first", "luotigerlsx/CS611MLE", "b535ea95"),
    ("ninety-first", "jraman/ml-tryouts", "862a66d9"),
    ("ninety-first", "OlivierLD/oliv-ai", "2c58a921"),
    ("ninety-first", "astzls213/flower-classification-with-tpus", "b3168cd7"),
    # "ninety-second": fetched 2026-11-29 (stop 43), ArcFace and FaceNet in TF2 Keras, TensorFlow Serving
    # (gRPC and REST clients, SavedModel export, YOLOv3 serving) and Keras-to-TF.js conversion, judged blind
    ("ninety-second", "YeongHyeon/ArcFace-TF2", "ad786aea"),
    ("ninety-second", "yinguobing/arcface", "58987e24"),
    ("ninety-second", "madara-tribe/tf-ArcFace-System", "0ec244ab"),
    ("ninety-second", "jason9075/tf2_arcface", "6fabcdf9"),
    ("ninety-second", "sanaullah-ashfat/Face-recognition-with-Arcface-Tensorflow", "3089d283"),
    ("ninety-second", "chaddy1004/arcface", "ec06346b"),
    ("ninety-second", "GuillaumeMougeot/DogFaceNet", "04ac86de"),
    ("ninety-second", "sMedX/FaceNet", "2a86255b"),
    ("ninety-second", "Alwaysproblem/TFServing-setup-tutorial", "b52ac30e"),
    ("ninety-second", "klawr/deepmech", "4fcde176"),
    ("ninety-second", "kennethsauers/BugClassifier", "e30046a9"),
    ("ninety-second", "suarezsandicamilo/taylor-swift-ai", "8e14e26a"),
    ("ninety-second", "tataganesh/TF-Serving-CNN-example", "931ffeed"),
    ("ninety-second", "Byronnar/tensorflow-serving-yolov3", "143fd833"),
    ("ninety-second", "erdememekligil/oop-tensorflow-serving", "86e7a734"),
    ("ninety-second", "zlszhonglongshen/keras_yolov3_mobilenet_tensorflow-serving", "473b2e04"),
    ("ninety-second", "makhmudjumanazarov/Tensorflow-Serving-via-REST-API-and-gRPC", "0f08807f"),
    ("ninety-second", "DequanZhu/FaceNet-and-FaceLoss-collections-tensorflow2.0", "78f32c2f"),
    ("ninety-second", "elleryqueenhomels/google_sketcher", "90dbccfb"),
    ("ninety-second", "bwv988/keras-tensorflowjs-tests", "62493f44"),
    # "ninety-third": fetched 2026-11-29 (stop 43), more of the same genres (serving, ArcFace and FaceNet,
    # TPU flower and melanoma notebooks): candidates the fetch of ninety-first and ninety-second did not pick
    ("ninety-third", "santaj91/Facenet_NN2_Semi-hard_Triplet_loss_implementation", "87c8580a"),
    ("ninety-third", "himanshurawlani/keras-and-tensorflow-serving", "70651653"),
    ("ninety-third", "QuadmasterXLII/webgrid", "f743c26b"),
    ("ninety-third", "matth3wology/servings", "ecea651e"),
    ("ninety-third", "chuanli11/tf2-tutorial", "7c8f7e59"),
    ("ninety-third", "Mkolahdoozi/ArcFace", "cceaa32d"),
    ("ninety-third", "RamVegiraju/TF-Serving-Demo", "6af8539e"),
    ("ninety-third", "AlexanderChen1989/hello-tf", "064ba1a5"),
    ("ninety-third", "niyazed/arcface-keras-flask", "4868fdd8"),
    ("ninety-third", "teyang-lau/Melanoma_Detection", "85a6a9e8"),
    ("ninety-third", "ImScientist/tensorflow-serving", "d1ef132c"),
    ("ninety-third", "hoahoa191/arcface_experiment", "13264d23"),
    ("ninety-third", "hnp0411/Kaggle-flower-classification", "7033769b"),
    # "ninety-fourth": fetched 2026-11-29 (stop 43), TensorFlow 1 coursework (Udacity self-driving car and deep
    # learning nanodegree projects, CS294-112 and CS231n homework, deeplearning.ai assignments), judged blind
    ("ninety-fourth", "saksham/CarND-Traffic-Sign-Classifier-Project", "88965c04"),
    ("ninety-fourth", "xinlinli1990/CarND-Traffic-Sign-Classifier-Project", "0a4b1f5c"),
    ("ninety-fourth", "StefanGerlach/CarND-Traffic-Sign-Classifier-Project", "b81df502"),
    ("ninety-fourth", "jluo-bgl/Self-Driving-Car-Behavioral-Cloning", "dd97bfd1"),
    ("ninety-fourth", "datlife/behavioral-cloning", "59f16815"),
    ("ninety-fourth", "rpicatoste/dlndf-project2-image-classification", "14a53457"),
    ("ninety-fourth", "quietcoolwu/dlnd-2017", "4a0ccfd7"),
    ("ninety-fourth", "mvirgo/DLND-Projects", "08ce6d5c"),
    ("ninety-fourth", "grapestone5321/dlnd_tv-script-generation", "d7cf1bc3"),
    ("ninety-fourth", "vbezgachev/dlnd", "896f5607"),
    ("ninety-fourth", "xuwd11/cs294-112_hws", "2d7b0c1a"),
    ("ninety-fourth", "philip324/cs294-112_fa17", "692098bc"),
    ("ninety-fourth", "kingtaurus/cs231n", "4d0c139c"),
    ("ninety-fourth", "GeorgeNagel/tensorflow-cs231n", "7b7bea68"),
    ("ninety-fourth", "baishuhuaGitHub/DeepLearning.ai", "89fc524d"),
    ("ninety-fourth", "X-21/DeepLearning.ai-Assignments", "35167bad"),
    # "ninety-fifth": fetched 2026-11-29 (stop 43), TF2/Keras time series (tf.data windows, WindowGenerator),
    # video classification (3D CNN, ConvLSTM) and human-activity recognition, judged blind
    ("ninety-fifth", "ScorcaF/Temperature_Humidity_Forecasting", "af710599"),
    ("ninety-fifth", "prophet-project/stock-price-forecasting", "216f1aa4"),
    ("ninety-fifth", "sreelakshmisindhu/tensorflow-timeseries", "4ea828f8"),
    ("ninety-fifth", "moiseyalaev/Time_Series", "ff9715a7"),
    ("ninety-fifth", "hungkaihsin/Time-Series-Forecasting-of-TSMC-Stock-Prices-Using-RNNs-and-ConvNets", "527f1fb8"),
    ("ninety-fifth", "SobhanMoghimi/3D-CNN-on-UCF101", "67048432"),
    ("ninety-fifth", "zahid58/TwoStreamSepConvLSTM_ViolenceDetection", "7ee41b34"),
    ("ninety-fifth", "samettkartal/ConvLSTM-Video-Prediction", "9bff4aad"),
    ("ninety-fifth", "AnubhavBhattachayra/Sports-Action-Recognition", "067d1b45"),
    ("ninety-fifth", "takumiw/Deep-Learning-for-Human-Activity-Recognition", "ef5fabfe"),
    ("ninety-fifth", "HSAkash/Human-Activity-Recognition", "7ff58c6f"),
    ("ninety-fifth", "Mahmoud-Zaafan/Human-Activity-Recognition", "c815b4f2"),
    ("ninety-fifth", "dinraj910/Human-Activity-Recognition-LSTM-RNN", "5c8a6d7b"),
    ("ninety-fifth", "ParthibMudi/HAR", "d557de24"),
    ("ninety-fifth", "ChristophKarlHeck/human-activity-recognition", "a71984a1"),
    # "ninety-sixth": fetched 2026-11-29 (stop 43), more of ninety-fourth's and ninety-fifth's genres (Udacity
    # nanodegree, CS224n and CS294-112 homework; violence and gesture video models, activity recognition, energy
    # and weather forecasting), kept unseen for stop 43's third blind round
    ("ninety-sixth", "YujieLu10/Uda-dlnd", "224bca1c"),
    ("ninety-sixth", "perrass/udacity-dlnd", "f2f5b509"),
    ("ninety-sixth", "pdudero/udacity-dlnd-projects", "eacad061"),
    ("ninety-sixth", "barmag/dlnd-practice", "c9402f6e"),
    ("ninety-sixth", "wpumacay/cs294-112-homework", "1dab512b"),
    ("ninety-sixth", "shenghuanjie/CS294-112_2018Fall", "74f88bca"),
    ("ninety-sixth", "hankcs/CS224n", "873e82c8"),
    ("ninety-sixth", "Nitinsiwach/cs224n", "c05b1454"),
    ("ninety-sixth", "codeamt/Deep-Learning-AI", "eca9ec16"),
    ("ninety-sixth", "ilyarudyak/cs224n-nlp-dl", "7cb4fdfe"),
    ("ninety-sixth", "Cansio/Unusual_Activity_Detection_Using_LRCN", "fdaf7a95"),
    ("ninety-sixth", "Bryan-Foxy/violence-detection", "36b7e090"),
    ("ninety-sixth", "Akashbhilwande/Violence-detection-using-3d-CNN", "510d8213"),
    ("ninety-sixth", "anasmorahhib/3D-CNN-Gesture-recognition", "99c374bd"),
    ("ninety-sixth", "kirmanioussema12/Human-Activity-Recognition-Wisdm-Dataset", "3ab54b04"),
    ("ninety-sixth", "andrewlee1807/Deep-Learning-Architecture-for-Time-Series-Forecasting", "426742b8"),
    ("ninety-sixth", "Castaldo/Neural-Nets-Energy-Forecasting", "2f4810bc"),
    ("ninety-sixth", "MattAmos/Energy-Forecasting", "f5eb4bed"),
    ("ninety-sixth", "rhita-mh/Deep-learning-project-Energy-Forecasting", "e7ec21aa"),
    ("ninety-sixth", "RJW20/ml-weather-forecasting", "b9990979"),
    ("ninety-sixth", "emremidilli/Time-Series-Forecasting", "65974e0a"),
    ("ninety-sixth", "NandakumarGunalan/lstm-time-series-forecasting", "374f76b3"),
    # "ninety-seventh": fetched 2026-11-29 (stop 44), physics-informed neural networks (Raissi's TF1 code and its TF2
    # ports), DeepONet, PINN libraries (SciANN, TensorDiffEq, PinnDE) and a CFD surrogate, kept unseen for stop 44's
    # first blind round
    ("ninety-seventh", "maziarraissi/PINNs", "932f50a2"),
    ("ninety-seventh", "lululxvi/deeponet", "8d62345a"),
    ("ninety-seventh", "PredictiveIntelligenceLab/GradientPathologiesPINNs", "93e752b0"),
    ("ninety-seventh", "katiana22/TL-DeepONet", "a2632541"),
    ("ninety-seventh", "somdattagoswami/DEM-PhaseField", "333d4683"),
    ("ninety-seventh", "koukyo1994/DeepHPMs", "aef23d64"),
    ("ninety-seventh", "deepmorzaria/Physics-Informed-Neural-Network-PINNs---TF-2.0", "9dcca3cd"),
    ("ninety-seventh", "ShotaDeguchi/DN_PINN", "fecbda7c"),
    ("ninety-seventh", "pierremtb/PINNs-TF2.0", "d07587cd"),
    ("ninety-seventh", "omniscientoctopus/Physics-Informed-Neural-Networks", "7d26e55c"),
    ("ninety-seventh", "ehsanhaghighat/sciann", "1d789f4c"),
    ("ninety-seventh", "levimcclenny/SA-PINNs", "30b5927b"),
    ("ninety-seventh", "tensordiffeq/TensorDiffEq", "7633927b"),
    ("ninety-seventh", "visten92/PINN", "7c89073b"),
    ("ninety-seventh", "simsisim/CFD-DeepLearning-UNET", "4c267392"),
    ("ninety-seventh", "JB55Matthews/PinnDE", "425c94da"),
    ("ninety-seventh", "ViktorC/PararealML", "d9be07af"),
    ("ninety-seventh", "ViktorFairuschin/PINN", "5da5ba2c"),
    # "ninety-eighth": fetched 2026-11-29 (stop 44), TensorFlow Probability and Bayesian networks (Bayes by backprop,
    # mixture density networks, normalizing flows), GAN anomaly detection (AnoGAN, GANomaly, f-AnoGAN) and image
    # inpainting (DeepFill, GMCNN, partial convolutions, context encoders), kept unseen for stop 44's first blind round
    ("ninety-eighth", "Marco-Voegeli/tf-bayes-by-backprop", "dfd827a3"),
    ("ninety-eighth", "bekaiser/MDN", "45998795"),
    ("ninety-eighth", "janosh/tf-mnf", "e007f251"),
    ("ninety-eighth", "cpmpercussion/keras-mdn-layer", "42b1910a"),
    ("ninety-eighth", "axelbrando/Mixture-Density-Networks-for-distribution-and-uncertainty-estimation", "eb54f5b3"),
    ("ninety-eighth", "kyle-dorman/bayesian-neural-network-blogpost", "5fc764b1"),
    ("ninety-eighth", "abhisheksaurabh1985/vae_nf", "91b81394"),
    ("ninety-eighth", "danbochman/GANomaly-TF2", "9de6f5f2"),
    ("ninety-eighth", "tkwoo/anogan-keras", "2d1f1656"),
    ("ninety-eighth", "salty-vanilla/tf-anomaly", "f3e699be"),
    ("ninety-eighth", "pgarec/keras-f-anogan", "ba06db4f"),
    ("ninety-eighth", "bruvduroiu/AnoGAN-tf", "2a9d2a23"),
    ("ninety-eighth", "MathiasGruber/PConv-Keras", "7c8f2cb3"),
    ("ninety-eighth", "JiahuiYu/generative_inpainting", "3a532437"),
    ("ninety-eighth", "shepnerd/inpainting_gmcnn", "08eb38fb"),
    ("ninety-eighth", "kilgore92/Context-Encoder", "64e314ef"),
    ("ninety-eighth", "kosmar2011/DeepFill-TF2", "5011f8dc"),
    # "ninety-ninth": fetched 2026-11-29 (stop 44), AlphaZero self-play agents (Othello, Connect Four, Gomoku), facial
    # expression recognition on FER2013, medical imaging (CheXNet, pneumonia, brain MRI, diabetic retinopathy, skin
    # lesions) and beginner Keras classifiers (sign language, plant disease), kept unseen for stop 44's second round
    ("ninety-ninth", "suragnair/alpha-zero-general", "f1a78e05"),
    ("ninety-ninth", "zouyih/AlphaZero_Gomoku-tensorflow", "45aa66b0"),
    ("ninety-ninth", "philippwindischhofer/C4", "d3accd48"),
    ("ninety-ninth", "ItsFabby/connect4", "4bad1ce4"),
    ("ninety-ninth", "atulapra/Emotion-detection", "934e111b"),
    ("ninety-ninth", "xionghc/Facial-Expression-Recognition", "13bd584f"),
    ("ninety-ninth", "DataScienceUP/tensorflow-facialexpr-recognition", "a0d49d9a"),
    ("ninety-ninth", "brucechou1983/CheXNet-Keras", "b80afc83"),
    ("ninety-ninth", "georgesha/pneumonia-xray-detection", "fa3e6174"),
    ("ninety-ninth", "mateuszbuda/brain-segmentation", "d806487e"),
    ("ninety-ninth", "naomifridman/Unet_Brain_tumor_segmentation", "045d00e6"),
    ("ninety-ninth", "gregwchase/eyenet", "1177eddf"),
    ("ninety-ninth", "Yii99/Diabetic-Algorithm", "fad1439a"),
    ("ninety-ninth", "shijianjian/DR_Images", "ba949a4d"),
    ("ninety-ninth", "adriaromero/Skin_Lesion_Detection_Deep_Learning", "d0ff89c6"),
    ("ninety-ninth", "EvilPort2/Sign-Language", "df1d6244"),
    ("ninety-ninth", "aldnoahh/plant-disease-recognition", "c5f09106"),
    # "hundredth": fetched 2026-11-29 (stop 44), person re-identification and triplet loss (TF1 and Keras), CRNN
    # OCR and licence-plate recognition, GPT-2 fine-tuning in TF1, TF1 multi-GPU tower training, kept unseen for
    # stop 44's second blind round (with the ninety-ninth)
    ("hundredth", "VisualComputingInstitute/triplet-reid", "a538696b"),
    ("hundredth", "omoindrot/tensorflow-triplet-loss", "fc698369"),
    ("hundredth", "iPhaeton/supervisors", "c2c7cf83"),
    ("hundredth", "asparagus/triplet-net", "bdb66414"),
    ("hundredth", "conan7882/triplet-loss", "b7922457"),
    ("hundredth", "VictorLeeLk/OCR_TF_CRNN_CTC", "de449a08"),
    ("hundredth", "violet-day/tensorflow-crnn", "63dcd659"),
    ("hundredth", "armaab/hyperlpr-train", "73b0c16f"),
    ("hundredth", "qzq2514/Patents", "41abd6d3"),
    ("hundredth", "bluesy7585/tensorflow_LPRnet", "00fa3cf1"),
    ("hundredth", "nshepperd/gpt-2", "b7cda3f4"),
    ("hundredth", "dhlanm/gpt-2-dnd", "aac3842a"),
    ("hundredth", "latitudegames/AIDungeon", "591f3180"),
    ("hundredth", "DiscreetAI/keras-gpt-2-doublehead", "ec77b17a"),
    ("hundredth", "JZDSS/multi-gpus", "3af37744"),
    ("hundredth", "JeremyTF/Yolov3-Tensorflow-Multi-GPU", "9970dfe4"),
    ("hundredth", "bgshin/doc-classify-multi-gpu", "fe3712c3"),
    ("hundredth", "rossumai/keras-multi-gpu", "07776a8d"),
    ("hundredth", "goldenwoman/Recursive_Stereo_Disill", "38495a51"),
    # "hundred-first": fetched 2026-11-29 (stop 44), small projects with hand-written mini-batch loops (TF1
    # sentiment LSTMs, tabular MLPs, keyword spotting, matrix-factorization recommenders; TF2 GradientTape loops
    # over NumPy slices), kept unseen for stop 44's third blind round
    ("hundred-first", "JiaWenqi/sentiment_lstm", "7d78ca82"),
    ("hundred-first", "CSTOMJason/LSTM-CNN", "b31a7b5d"),
    ("hundred-first", "da-roth/NeuronalNetworkTensorflowFramework", "3c78d940"),
    ("hundred-first", "m2dsupsdlclass/lectures-labs", "a41bdfde"),
    ("hundred-first", "dsalaj/GoogleSpeechCommandsRNN", "61865750"),
    ("hundred-first", "jzmnd/tf-speech-rec", "f412d45e"),
    ("hundred-first", "songgc/TF-recomm", "334febb4"),
    ("hundred-first", "ARM-software/ML-KWS-for-MCU", "8151349b"),
    ("hundred-first", "Shiska07/Spring_23_Projects", "12b48f39"),
    ("hundred-first", "kelaaditya/deep-algos", "62666f2b"),
    ("hundred-first", "praghav444/Modeling_Stomatal_Conductance_for_ET_Partitioning", "1246584c"),
    ("hundred-first", "yaoleyaotouqwq/model", "1c13b0e2"),
    ("hundred-first", "Luciferkev/Kaggle", "56f891d8"),
    ("hundred-first", "wusanshou2017/Tensorflow_2.0", "f94352ed"),
    ("hundred-first", "ahmedrashed-ml/GraphRec", "444298c2"),
    ("hundred-first", "niccololaurora/Quanvolutional-GradientTape", "4ab599f8"),
    # "hundred-second": fetched 2026-11-29 (stop 44), remote sensing (EuroSAT, land use, satellite U-Nets), crop
    # yield, music tagging, gesture and sign sensors (TinyML), EEG/ECG, churn and fraud estimators, TF2 captioning and
    # VQA, kept unseen for stop 44's fourth blind round
    ("hundred-second", "tasnimul-unipotsdam/EuroSAT", "6bdcbdc3"),
    ("hundred-second", "reachsumit/deep-unet-for-satellite-image-segmentation", "bfb11654"),
    ("hundred-second", "tavgreen/landuse_classification", "1ab9b2b7"),
    ("hundred-second", "saeedkhaki92/CNN-RNN-Yield-Prediction", "8efbeadd"),
    ("hundred-second", "waldnerf/yieldCNN", "6fa4fe1c"),
    ("hundred-second", "ez2rok/music-genre-classification", "120706fb"),
    ("hundred-second", "emarkou/Audio-auto-tagging", "a576173a"),
    ("hundred-second", "devnithw/gesture-tinyml", "b6242a28"),
    ("hundred-second", "cocoethan/AVR-Gesture-Recognition", "04933bbd"),
    ("hundred-second", "mondejar/ecg-classification", "1b94b7c9"),
    ("hundred-second", "alexanderdann/1d-AX-LSTM", "3b9f36a5"),
    ("hundred-second", "KNU-BrainAI-Capstone2021/Artigence", "31c6c656"),
    ("hundred-second", "SeanEmac/customer-churn", "6fa0dbcc"),
    ("hundred-second", "AtosCodex/CreditCardFraud", "c2b93161"),
    ("hundred-second", "bjorncooley/fraud-detection-neural-net", "3c0efd7b"),
    ("hundred-second", "MysticShadow427/iCapt", "45a9abcd"),
    ("hundred-second", "PotatoThanh/Image-Captioning", "fe3e45bc"),
    ("hundred-second", "anantzoid/VQA-Keras-Visual-Question-Answering", "75942972"),
    # "hundred-third": fetched 2026-11-29 (stop 44), TF2 projects fed by tf.data (TFRecords, image and text
    # datasets from directories, TextVectorization) and TF1 research code with feed_dict loops, kept unseen for stop 44's
    # fifth blind round
    ("hundred-third", "bartooo/mask-detector", "909abe0e"),
    ("hundred-third", "ethanyanjiali/deep-vision", "527bb3da"),
    ("hundred-third", "Arka1212/Food-Vision-101", "9ccb3d3c"),
    ("hundred-third", "waggle-sensor/machinelearning", "d076c8a5"),
    ("hundred-third", "pk00095/tf-yolo", "1f7820e8"),
    ("hundred-third", "pat-coady/speech-command", "ce2ab0db"),
    ("hundred-third", "Chaanks/allocine-sentiment-analysis", "087c2438"),
    ("hundred-third", "pumpikano/tf-dann", "a3003994"),
    ("hundred-third", "mdeff/cnn_graph", "c4d2c75d"),
    ("hundred-third", "xiangwang1223/neural_graph_collaborative_filtering", "a718a4f2"),
    ("hundred-third", "AhmadTigress/Petals-to-the-Metal_Flower_Classification.", "24916957"),
    ("hundred-third", "vanyacohen/cs2470-one-shot", "cc3a35d9"),
    ("hundred-third", "Junhojuno/rle-human-pose-regression", "40910266"),
    ("hundred-third", "deepak427/Comment-Toxicity", "bb218074"),
    ("hundred-third", "zhaoluffy/BiLSTM-CRF", "8f860655"),
    ("hundred-third", "lenhhoxung86/simple_gcn", "d806204f"),
    # "hundred-fourth": fetched 2026-11-29 (stop 44), TF-Agents and Keras RL agents (DQN, PPO, SAC, actor-critic),
    # seq2seq chatbots (TF1), char-RNN text generation (TF1 and TF2), tabular data with tf.data and feature columns,
    # kept unseen for stop 44's sixth blind round, on the stop's final tool
    ("hundred-fourth", "BarraHarrison/Deep-Reinforcement-Learning", "bcc3e52d"),
    ("hundred-fourth", "denismegerle/rl-ppo-agent", "1223512a"),
    ("hundred-fourth", "hassanyousefzade/tensorflow2-soft-actor-critic", "eadad0c5"),
    ("hundred-fourth", "jihoonerd/actor-critic", "f0df3dfa"),
    ("hundred-fourth", "EconomistGrant/ReinforceTrade", "d7b42765"),
    ("hundred-fourth", "26hzhang/SequenceToSequence", "2f84a0d8"),
    ("hundred-fourth", "olliejday/Sequence-to-sequence-chatbot", "32e77d52"),
    ("hundred-fourth", "sudongqi/seq2seq_chatbot", "f5ec0e69"),
    ("hundred-fourth", "ml-hongkong/chatbot", "ce891547"),
    ("hundred-fourth", "gy910210/char-rnnlm-tensorflow", "b6743ff8"),
    ("hundred-fourth", "HERMANNITY/tensorflow-char-rnn", "8dccc3e9"),
    ("hundred-fourth", "angelorodem/tensorflow2-char-rnn", "f28503c6"),
    ("hundred-fourth", "jeyabbalas/tabnet", "a1828686"),
    ("hundred-fourth", "tusharsinghsoam/deep-learning-structured-data-projects", "b83e3337"),
    ("hundred-fourth", "shhn35/TF-Feature-Column-Practice", "5e622c97"),
    # "hundred-fifth": fetched 2026-11-29 (stop 45), point clouds (DGCNN, PointNet, PointCNN), video action recognition (C3D, I3D, two-stream), few-shot and meta-learning (prototypical, matching, siamese one-shot, MAML),
    # kept unseen for a blind round of stop 45
    ("hundred-fifth", "WangYueFt/dgcnn", "f765b469"),
    ("hundred-fifth", "HansaemOh513/PointNet_tensorflow2.6", "181c7ec3"),
    ("hundred-fifth", "garyli1019/pointnet-keras", "14071c33"),
    ("hundred-fifth", "luis-gonzales/pointnet_own", "6a7c4380"),
    ("hundred-fifth", "yangyanli/PointCNN", "aa551ce5"),
    ("hundred-fifth", "hx173149/C3D-tensorflow", "b0b5389f"),
    ("hundred-fifth", "wushidonguc/two-stream-action-recognition-keras", "2f9a57c1"),
    ("hundred-fifth", "axon-research/c3d-keras", "28ea685e"),
    ("hundred-fifth", "dipakkr/3d-cnn-action-recognition", "367115f1"),
    ("hundred-fifth", "yoosan/i3d-tensorflow", "31fd1636"),
    ("hundred-fifth", "abdulfatir/prototypical-networks-tensorflow", "9705c893"),
    ("hundred-fifth", "sorenbouma/keras-oneshot", "45579936"),
    ("hundred-fifth", "AntreasAntoniou/MatchingNetworks", "0ad1e9cb"),
    ("hundred-fifth", "markdtw/matching-networks", "bd9b5a3c"),
    ("hundred-fifth", "Goldesel23/Siamese-Networks-for-One-Shot-Learning", "8aae4568"),
    ("hundred-fifth", "yaoyao-liu/meta-transfer-learning", "7f71fdd4"),
    ("hundred-fifth", "franzscherr/maml_wrapper", "128995af"),
    # "hundred-sixth": fetched 2026-11-29 (stop 45), NLP: CNN text classification (batch_iter forks), BiLSTM-CRF NER, knowledge-graph embeddings (TransE/TransX), seq2seq summarization, sentiment analysis,
    # kept unseen for a blind round of stop 45
    ("hundred-sixth", "pva701/cnn-text-classification-tf", "10b07c1a"),
    ("hundred-sixth", "MakDon/cnn-text-classification-tf-Chinese-py3", "d4b8312b"),
    ("hundred-sixth", "cmasch/cnn-text-classification", "b543f696"),
    ("hundred-sixth", "taishan1994/tensorflow-bilstm-crf", "9ed8b918"),
    ("hundred-sixth", "kangyishuai/BiLSTM-CRF-NER", "84bde291"),
    ("hundred-sixth", "lingyixia/BiLSTM-CRF", "1ec1137f"),
    ("hundred-sixth", "ZichaoHuang/TransE", "d22610cb"),
    ("hundred-sixth", "thunlp/TensorFlow-TransX", "0afccb5b"),
    ("hundred-sixth", "tnaka78/kge-tf2", "374d98b6"),
    ("hundred-sixth", "bladejun/Knowledge_graph_tensorflow", "c9e8c238"),
    ("hundred-sixth", "hengluchang/deep-news-summarization", "80442300"),
    ("hundred-sixth", "thinkwee/Abstract_Summarization_RNN", "fa71c388"),
    ("hundred-sixth", "Currie32/Text-Summarization-with-Amazon-Reviews", "55f42cba"),
    ("hundred-sixth", "bharath3794/Text-Summarization-NLP", "ef20bce4"),
    ("hundred-sixth", "0x1h0b/Text-Summarizer", "f89966a2"),
    ("hundred-sixth", "AbhimanyuVashisht/tensorflow-sentiment", "0d0fab02"),
    ("hundred-sixth", "HqWei/Sentiment-Analysis", "3557b2b3"),
    # "hundred-seventh": fetched 2026-11-29 (stop 45), time-series forecasting (stock, energy load, traffic, web traffic, sunspots), variational autoencoders, normalizing flows, capsule networks,
    # kept unseen for a blind round of stop 45
    ("hundred-seventh", "SymphonyPy/Stock_Prediction", "280d6c36"),
    ("hundred-seventh", "NourozR/Stock-Price-Prediction-LSTM", "1829ad5c"),
    ("hundred-seventh", "fbadine/LSTNet", "7fcf0723"),
    ("hundred-seventh", "lehaifeng/T-GCN", "219a2346"),
    ("hundred-seventh", "Arturus/kaggle-web-traffic", "a9abb80c"),
    ("hundred-seventh", "abhishuoza/lstm-load-forecasting", "6bc174d4"),
    ("hundred-seventh", "demmojo/lstm-electric-load-forecast", "f656522f"),
    ("hundred-seventh", "adch99/SunspotNumberPredictor", "4e022b30"),
    ("hundred-seventh", "fastforwardlabs/vae-tf", "8592f7f8"),
    ("hundred-seventh", "tolstikhin/wae", "63515656"),
    ("hundred-seventh", "adityabingi/Beta-VAE", "45d45f95"),
    ("hundred-seventh", "LukasRinder/normalizing-flows", "39ec9b03"),
    ("hundred-seventh", "MokkeMeguru/glow-realnvp-tutorial", "e56ed672"),
    ("hundred-seventh", "czzyyy/simple_capsule", "122b7ee1"),
    ("hundred-seventh", "www0wwwjs1/Matrix-Capsules-EM-Tensorflow", "0196eadc"),
    ("hundred-seventh", "brjathu/deepcaps", "c2f3be37"),
    ("hundred-seventh", "BRAIN-TO/CapsNet", "aa0e2804"),
    # "hundred-eighth": fetched 2026-11-29 (stop 45), image restoration and generation (super-resolution, style transfer, denoising, colorization, CycleGAN), adversarial examples, model compression (pruning, quantization, distillation),
    # kept unseen for a blind round of stop 45
    ("hundred-eighth", "krasserm/super-resolution", "179320c5"),
    ("hundred-eighth", "peteryuX/esrgan-tf2", "90e8eece"),
    ("hundred-eighth", "jmiller656/EDSR-Tensorflow", "af367a32"),
    ("hundred-eighth", "hiram64/ESRGAN-tensorflow", "f84d7a45"),
    ("hundred-eighth", "gozsoy/neural-style-transfer", "c2dc362d"),
    ("hundred-eighth", "julianbel/neural-style-transfer", "4d9a9334"),
    ("hundred-eighth", "crisb-DUT/DnCNN-tensorflow", "3c113f56"),
    ("hundred-eighth", "baldassarreFe/deep-koalarization", "a087ef28"),
    ("hundred-eighth", "emilwallner/Coloring-greyscale-images", "00524a56"),
    ("hundred-eighth", "herbiebradley/CycleGAN-Tensorflow", "495198b4"),
    ("hundred-eighth", "gongzhitaao/tensorflow-adversarial", "b12104a2"),
    ("hundred-eighth", "dhruvz9/FGSM", "4527bdd1"),
    ("hundred-eighth", "DwangoMediaVillage/keras_compressor", "324ec9b4"),
    ("hundred-eighth", "sseung0703/Knowledge_distillation_via_TF2.0", "6015e47d"),
    ("hundred-eighth", "Pi5rr5/Tensorflow-pruning-benchmark", "8e5b435e"),
    ("hundred-eighth", "HaoranREN/TensorFlow_Model_Quantization", "0418cd84"),
    # "hundred-ninth": fetched 2026-11-29 (stop 45), object detection (YOLOv3/v4, SSD, Faster R-CNN, Mask R-CNN forks), segmentation (DeepLab, U-Net), image GANs (DCGAN, WGAN-GP, StyleGAN ports), TF1 and TF2,
    # kept unseen for the last blind round of stop 45, on its final tool
    ("hundred-ninth", "wizyoung/YOLOv3_TensorFlow", "8776cf7b"),
    ("hundred-ninth", "kcosta42/Tensorflow-YOLOv3", "b05b7f24"),
    ("hundred-ninth", "jahongir7174/YOLOv4-tf", "af481021"),
    ("hundred-ninth", "usmanr149/SSDModel", "e8f877fd"),
    ("hundred-ninth", "FurkanOM/tf-faster-rcnn", "7f5200aa"),
    ("hundred-ninth", "hibakhayati/Mask-RCNN-for-object-detection", "4fab5234"),
    ("hundred-ninth", "chao-ji/tf-deeplabv3", "9adff0fd"),
    ("hundred-ninth", "Yuji-github/DeepLabV3-TensorFlow", "5e59edcb"),
    ("hundred-ninth", "HMS-IDAC/UNet", "9e12f7ad"),
    ("hundred-ninth", "tks10/segmentation_unet", "8dd6d951"),
    ("hundred-ninth", "cinderellab/Keras_Semantic_Segmentation_Enhanced", "b095bcff"),
    ("hundred-ninth", "fangpin/dcgan", "27695aa7"),
    ("hundred-ninth", "yernat-assylbekov/Anime-Faces-with-DCGAN", "5af6dfbc"),
    ("hundred-ninth", "daigo0927/WGAN_GP", "067de558"),
    ("hundred-ninth", "eraofelix/wgan", "b314be28"),
    ("hundred-ninth", "skmhrk1209/StyleGAN", "39374569"),
    ("hundred-ninth", "RyanWu2233/Style_GAN2_FFHQ", "d79f7beb"),
    # "hundred-tenth": fetched 2026-11-29 (stop 45), speech and audio (keyword spotting, speaker verification, CTC recognition, Tacotron, UrbanSound8K), recommender systems (NCF, GRU4Rec, DeepRec, matrix factorization, Wide&Deep, DeepFM),
    # kept unseen for the last blind round of stop 45, on its final tool
    ("hundred-tenth", "mostafaelaraby/Tensorflow-Keyword-Spotting", "d52be4f4"),
    ("hundred-tenth", "Suhee05/Text-Independent-Speaker-Verification", "fad84a01"),
    ("hundred-tenth", "vineeths96/Spoken-Keyword-Spotting", "8cd90317"),
    ("hundred-tenth", "jonrein/tensorflow_CTC_example", "738dbdef"),
    ("hundred-tenth", "GZJAS/tacotron_speech_synthesis", "797e0665"),
    ("hundred-tenth", "aqibsaeed/Urban-Sound-Classification", "f6e8d19e"),
    ("hundred-tenth", "grudloff/Salamon2017Replication", "c34ec4d2"),
    ("hundred-tenth", "YoungloLee/tf2-speech-recognition-ctc", "746b3a21"),
    ("hundred-tenth", "jungyongs/NCF", "85a5814a"),
    ("hundred-tenth", "hexiangnan/neural_collaborative_filtering", "4aab159e"),
    ("hundred-tenth", "Songweiping/GRU4Rec_TensorFlow", "d53fd9e7"),
    ("hundred-tenth", "cheungdaven/DeepRec", "68a34cb4"),
    ("hundred-tenth", "andreum/user-movie-embedding", "0766b4fa"),
    ("hundred-tenth", "Lapis-Hong/Wide-ResDNN", "9889f939"),
    ("hundred-tenth", "Goy0695/deep_ctr_model", "72b83128"),
    ("hundred-tenth", "ZiyaoGeng/Recommender-System-with-TF2.0", "a696260b"),
    ("hundred-tenth", "jc-LeeHub/Recommend-System-tf2.0", "3741b742"),
    # "hundred-eleventh": fetched 2026-11-29 (stop 45), course assignments and lab notebooks (CS230, CS231n TF tracks, Coursera and DeepLearning.AI specializations, Udacity nanodegrees, Holberton), Korean, Chinese and Japanese TF tutorial collections,
    # kept unseen for the fifth blind round of stop 45, on its final tool
    ("hundred-eleventh", "cs230-stanford/cs230-code-examples", "478e747b"),
    ("hundred-eleventh", "viajeradelaluz/holbertonschool-machine_learning", "36f91217"),
    ("hundred-eleventh", "AlbertHG/Coursera-Deep-Learning-deeplearning.ai", "95239e2e"),
    ("hundred-eleventh", "kool7/TensorFlow_in_Practice_Specialization_2020", "4842051d"),
    ("hundred-eleventh", "FortiLeiZhang/cs231n", "43867c42"),
    ("hundred-eleventh", "pvhee/deeplearning_experiments", "e0444d9a"),
    ("hundred-eleventh", "dazzul94/machine_learning_basic", "412b9f87"),
    ("hundred-eleventh", "seokWonYoon/ezenTensor_1", "1c2ef093"),
    ("hundred-eleventh", "padawansato/Keras-MNIST", "0c2e2cca"),
    ("hundred-eleventh", "ywtail/TensorFlow", "703b6446"),
    ("hundred-eleventh", "kambojrakesh/Deep-Learning-Specialization-Cousera", "9177518a"),
    ("hundred-eleventh", "israfelsr/CS231n", "ff82280c"),
    ("hundred-eleventh", "fyangami/ml-starter", "debcac7d"),
    ("hundred-eleventh", "acflippo/DLND", "711f809d"),
    ("hundred-eleventh", "Arahabica/TensorFlowStudy", "c0554005"),
    ("hundred-eleventh", "gopalakrishna-r/DeepLearning.AI-TensorFlow-Developer", "f4a2aabe"),
    ("hundred-eleventh", "vuhe/LearnPython", "0a081a85"),
    ("hundred-eleventh", "yhlleo/mnist", "08ed7cc3"),
    # "hundred-twelfth": fetched 2026-11-29 (stop 45), science (protein and genomics, molecules from SMILES, radar nowcasting, ERA5 forecasting, gravitational waves, exoplanets, galaxies, particle physics) and Kaggle solutions (tabular, NLP, images),
    # kept unseen for the fifth blind round of stop 45, on its final tool
    ("hundred-twelfth", "spathak99/protein_prediction", "2211ea1e"),
    ("hundred-twelfth", "gifford-lab/Keras-genomics", "53b62b95"),
    ("hundred-twelfth", "PMitura/smiles-neural-network", "8182c221"),
    ("hundred-twelfth", "tonyreina/chemistry", "d8543f89"),
    ("hundred-twelfth", "petrosDemetrakopoulos/LSTM-radar-precipitation-forecast", "41f389dc"),
    ("hundred-twelfth", "davidlajevec/geop_nn", "118d979a"),
    ("hundred-twelfth", "hrishi508/Gravitational-Wave-Detection-Using-Deep-Learning", "3d1bf845"),
    ("hundred-twelfth", "aadhu123/exoplanet-detection", "c226800d"),
    ("hundred-twelfth", "megk96/DLGalaxyMorph", "89a386b2"),
    ("hundred-twelfth", "fyingtsai/DSNN4VHbbcc", "a4cf1c51"),
    ("hundred-twelfth", "JOTELLECHEA/neural_networks", "e2991dd8"),
    ("hundred-twelfth", "pyaf/kaggle_code", "bdcfd406"),
    ("hundred-twelfth", "PavelOstyakov/toxic", "b7b2f0e8"),
    ("hundred-twelfth", "mpavlovic/insincere-questions-classifier", "57baa9e4"),
    ("hundred-twelfth", "Shu-0924/Introduction-to-Machine-Learning-Final-Project", "0fc7adb2"),
    ("hundred-twelfth", "commandlinegirl/machine-learning", "d2e1faec"),
    ("hundred-twelfth", "dimitreOliveira/HousePrices", "36647109"),
]

Key = Tuple[str, str, str, str]


def _git_dir(mirrors: Path, repo: str) -> Path:
    base = mirrors / repo.replace("/", "+") / "repo"
    return base / ".git" if (base / ".git").is_dir() else base


def _data_or_skip(member: tarfile.TarInfo, path: str) -> Optional[tarfile.TarInfo]:
    """The "data" filter, except that a member it refuses (an absolute symlink a
    repository committed) is left out instead of ending the export."""
    try:
        return tarfile.data_filter(member, path)
    except tarfile.FilterError:
        return None


def export(mirrors: Path, trees: Path) -> int:
    """Write each repository's files at its commit under TREES/<split>/<owner>+<name>."""
    missing = 0
    for split, repo, commit in AUDIT_SET:
        target = trees / split / repo.replace("/", "+")
        if target.exists():
            continue
        git_dir = _git_dir(mirrors, repo)
        archive = subprocess.run(
            ["git", "--git-dir", str(git_dir), "archive", commit], capture_output=True
        )
        if archive.returncode == 0:
            target.mkdir(parents=True)
            with tarfile.open(fileobj=io.BytesIO(archive.stdout)) as tar:
                tar.extractall(target, filter=_data_or_skip)
        elif not _export_blobs(git_dir, commit, target):
            print(f"{repo}: no commit {commit} in {git_dir}", file=sys.stderr)
            missing += 1
            continue
        print(f"{split:8} {repo}")
    return 1 if missing else 0


def _export_blobs(git_dir: Path, commit: str, target: Path) -> bool:
    """File by file, for a snapshot whose largest blobs are absent (they are skipped)."""
    listing = subprocess.run(
        ["git", "--git-dir", str(git_dir), "ls-tree", "-r", "-z", commit], capture_output=True
    )
    if listing.returncode != 0:
        return False
    entries = []
    for entry in listing.stdout.split(b"\0"):
        if not entry:
            continue
        meta, _, name = entry.partition(b"\t")
        mode, kind, sha = meta.split()
        if kind == b"blob" and mode != b"120000":
            entries.append((sha.decode(), name.decode("utf-8", "surrogateescape")))
    batch = subprocess.run(
        ["git", "--git-dir", str(git_dir), "cat-file", "--batch"],
        input="".join(f"{sha}\n" for sha, _ in entries).encode(), capture_output=True,
    )
    stream = io.BytesIO(batch.stdout)
    for sha, name in entries:
        header = stream.readline().split()
        if len(header) < 3:  # "<sha> missing"
            continue
        data = stream.read(int(header[2]))
        stream.read(1)
        path = target / name
        if ".." in Path(name).parts:
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    return True


def run(trees: Path, out: Path, split: str, skip_missing: bool = False) -> int:
    """Lint each repository as a user would, and keep every finding in one JSON file."""
    results: Dict[str, object] = {}
    for this_split, repo, _commit in AUDIT_SET:
        if split != "all" and this_split != split:
            continue
        folder = trees / this_split / repo.replace("/", "+")
        if not folder.is_dir():
            print(f"{repo}: not exported to {folder}", file=sys.stderr)
            if skip_missing:
                continue  # a partial audit (some snapshots could not be fetched): said above
            return 2
        done = subprocess.run(
            [sys.executable, "-m", "tfshape_lint", "check", "--isolated", "--no-cache",
             "--no-respect-gitignore", "--exit-zero", "--output-format", "json", "."],
            cwd=folder, capture_output=True, text=True,
        )
        if done.returncode != 0:
            print(f"{repo}: exit {done.returncode}\n{done.stderr}", file=sys.stderr)
            return 2
        results[repo] = json.loads(done.stdout)
        print(f"{repo}: {len(results[repo])} findings", file=sys.stderr)  # type: ignore[arg-type]
    out.write_text(json.dumps(results, indent=1))
    return 0


def _findings(path: Path) -> Iterator[Tuple[str, dict]]:
    for repo, findings in json.loads(path.read_text()).items():
        for finding in findings:
            yield repo, finding


def _key(repo: str, finding: dict) -> Key:
    location = finding.get("location") or {}
    where = f"{finding.get('cell', '')}:{location.get('row')}:{location.get('column')}"
    return (repo, finding["filename"], where, finding["code"])


def diff(old: Path, new: Path) -> int:
    """Findings per code (and how many are errors) in each run, then every finding that
    came or went, and every one whose severity changed."""
    before = {_key(r, f): f for r, f in _findings(old)}
    after = {_key(r, f): f for r, f in _findings(new)}

    def count(run: Dict[Key, dict], errors: bool = False) -> collections.Counter:
        return collections.Counter(k[3] for k, f in run.items() if not errors or f["severity"] == "error")

    counts_old, counts_new = count(before), count(after)
    errors_old, errors_new = count(before, True), count(after, True)
    print(f"{'code':8} {'old':>6} {'new':>6} {'errors old':>11} {'errors new':>11}")
    for code in sorted(set(counts_old) | set(counts_new)):
        print(f"{code:8} {counts_old[code]:6} {counts_new[code]:6} {errors_old[code]:11} {errors_new[code]:11}")
    for key in sorted(set(before) - set(after)):
        print("-", *key)
    for key in sorted(set(after) - set(before)):
        print("+", *key, after[key]["message"][:120])
    for key in sorted(set(before) & set(after)):
        if before[key]["severity"] != after[key]["severity"]:
            print(f"~ {before[key]['severity']} -> {after[key]['severity']}", *key)
    return 0


def sample(path: Path, code: str, n: int, seed: int) -> int:
    """A random `n` of one code's findings, for judging by hand in their files."""
    chosen = sorted(((r, f) for r, f in _findings(path) if f["code"] == code), key=lambda rf: _key(*rf))
    random.Random(seed).shuffle(chosen)
    for repo, finding in chosen[:n]:
        row = (finding.get("location") or {}).get("row")
        print(f"== {repo} {finding['filename']} {finding.get('cell') or ''} row {row}")
        print(f"   {finding['message']}")
    return 0


def main(argv: List[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    p = commands.add_parser("export")
    p.add_argument("mirrors", type=Path)
    p.add_argument("trees", type=Path)
    p = commands.add_parser("run")
    p.add_argument("trees", type=Path)
    p.add_argument("out", type=Path)
    p.add_argument("--split", choices=list(dict.fromkeys(split for split, _, _ in AUDIT_SET)) + ["all"], default="all",
                   metavar="NAME",
                   help="one split of AUDIT_SET (the comments above its rows say what it is), or all")
    p.add_argument("--skip-missing", action="store_true",
                   help="lint the repositories that were exported and skip the others (a partial audit)")
    p = commands.add_parser("diff")
    p.add_argument("old", type=Path)
    p.add_argument("new", type=Path)
    p = commands.add_parser("sample")
    p.add_argument("out", type=Path)
    p.add_argument("code")
    p.add_argument("-n", type=int, default=10)
    p.add_argument("--seed", type=int, default=14)
    args = parser.parse_args(argv)
    if args.command == "export":
        return export(args.mirrors, args.trees)
    if args.command == "run":
        return run(args.trees, args.out, args.split, args.skip_missing)
    if args.command == "diff":
        return diff(args.old, args.new)
    return sample(args.out, args.code, args.n, args.seed)


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except BrokenPipeError:  # `audit.py diff ... | head`: the reader has what it wanted
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(0)
